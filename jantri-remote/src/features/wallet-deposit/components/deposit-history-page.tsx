import { useDepositT } from '../i18n';
import { useSession } from '@bgmi/shared';
import { useDepositHistory } from '../api/deposit-history';
import { MoneyGate } from '../../../components/wallet/money-gate';
import { HistoryPage } from '../../../components/wallet/history-page';
import '../wallet-deposit.css';

function DepositHistory() {
  const username = useSession((state) => state.userinfo?.username);
  const t = useDepositT();
  const history = useDepositHistory(username);
  const rows = history.data?.data ?? [];
  return (
    <HistoryPage
      title={t('history.title')}
      query={history}
      rows={rows.map((row) => ({
        id: row._id,
        transaction: row.transaction_id,
        amount: row.deposit_amount,
        remarks: row.remarks,
        status: row.deposit_status,
      }))}
    />
  );
}

export default function DepositHistoryPage() {
  const t = useDepositT();
  return (
    <MoneyGate title={t('history.title')}>
      <DepositHistory />
    </MoneyGate>
  );
}
