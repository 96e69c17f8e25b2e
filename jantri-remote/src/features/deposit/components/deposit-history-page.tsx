import { useDepositT } from '../i18n';
import { useSession } from '@bgmi/shared';
import { useDepositHistory } from '../api/deposit-history';
import { PageHead } from '../../../components/wallet/page-head';
import { MoneyGate } from '../../../components/wallet/money-gate';
import { HistoryTable } from '../../../components/wallet/history-table';
import '../deposit.css';

function DepositHistory() {
  const username = useSession((state) => state.userinfo?.username);
  const t = useDepositT();
  const history = useDepositHistory(username);
  const rows = history.data?.data ?? [];
  return (
    <section className="page wui-page">
      <PageHead title={t('history.title')} />
      <HistoryTable
        isPending={history.isPending}
        error={history.isError ? history.error : null}
        rows={rows.map((row) => ({
          id: row._id,
          transaction: row.transaction_id,
          amount: row.deposit_amount,
          remarks: row.remarks,
          status: row.deposit_status,
        }))}
      />
    </section>
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
