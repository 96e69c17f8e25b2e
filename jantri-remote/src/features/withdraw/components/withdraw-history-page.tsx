import { useState } from 'react';
import { WALLET_MESSAGES, formatRupees, useSession, type WithdrawRecord } from '@bgmi/shared';
import { useWithdrawHistory } from '../api/withdraw-history';
import { PageHead } from '../../wallet-ui/page-head';
import { RequireLogin } from '../../wallet-ui/require-login';
import { StatusBadge } from '../../wallet-ui/status-badge';
import { WithdrawDetailsModal } from './withdraw-details-modal';
import '../withdraw.css';

function WithdrawHistory() {
  const username = useSession((state) => state.userinfo?.username);
  const history = useWithdrawHistory(username);
  const [open, setOpen] = useState<WithdrawRecord | null>(null);
  const rows = history.data?.data ?? [];
  return (
    <section className="page wui-page">
      <PageHead title="Withdraw History" />
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
                  <td>
                    <button type="button" className="wui-link-cell" onClick={() => setOpen(row)}>
                      {row.transaction_id}
                    </button>
                  </td>
                  <td>{formatRupees(row.withdraw_amount)}</td>
                  <td>{row.remarks || '-'}</td>
                  <td>
                    <StatusBadge status={row.withdraw_status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open && <WithdrawDetailsModal record={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

export default function WithdrawHistoryPage() {
  return (
    <RequireLogin>
      <WithdrawHistory />
    </RequireLogin>
  );
}
