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
  return (
    <HistoryPage
      title={t('history.title')}
      query={history}
      row={(record) => ({
        transaction: record.transaction_id,
        amount: record.deposit_amount,
        remarks: record.remarks,
        status: record.deposit_status,
      })}
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
