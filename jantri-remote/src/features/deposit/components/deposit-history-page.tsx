import { WALLET_MESSAGES, formatRupees, useSession } from '@bgmi/shared';
import { useDepositHistory } from '../api/deposit-history';
import { PageHead } from '../../wallet-ui/page-head';
import { RequireLogin } from '../../wallet-ui/require-login';
import { StatusBadge } from '../../wallet-ui/status-badge';
import '../deposit.css';

function DepositHistory() {
  const username = useSession((state) => state.userinfo?.username);
  const history = useDepositHistory(username);
  const rows = history.data?.data ?? [];
  return (
    <section className="page wui-page">
      <PageHead title="Deposit History" />
      {history.isPending ? (
        <p className="page-loading" role="status">
          Loading...
        </p>
      ) : history.isError ? (
        <p className="form-error" role="alert">
          {history.error.message || WALLET_MESSAGES.somethingWrong}
        </p>
      ) : rows.length === 0 ? (
        <p className="empty-state">{WALLET_MESSAGES.noData}</p>
      ) : (
        <div className="table-wrap">
          <table className="table wui-table">
            <thead>
              <tr>
                <th>Transaction ID</th>
                <th>Amount</th>
                <th>Remark</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row._id}>
                  <td>{row.transaction_id}</td>
                  <td>{formatRupees(row.deposit_amount)}</td>
                  <td>{row.remarks || '-'}</td>
                  <td>
                    <StatusBadge status={row.deposit_status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export default function DepositHistoryPage() {
  return (
    <RequireLogin>
      <DepositHistory />
    </RequireLogin>
  );
}
