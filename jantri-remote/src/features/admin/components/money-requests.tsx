import { useState } from 'react';
import { formatRupees, notifyError, notifySuccess } from '@bgmi/shared';
import { useAdminDeposits } from '../api/deposits';
import { useAdminWithdrawals } from '../api/withdrawals';
import { useDecideDeposit } from '../api/decide-deposit';
import { useDecideWithdrawal } from '../api/decide-withdrawal';
import { QueryState } from './query-state';
import { zonedDateTime } from '@bgmi/shared/day-and-money';

type Status = 'pending' | 'approved' | 'rejected' | 'all';

/** Deposits or withdrawals with a status filter; pending ones get Approve and Reject. */
export function MoneyRequests({ kind }: { kind: 'deposits' | 'withdrawals' }) {
  const [status, setStatus] = useState<Status>('pending');
  const deposits = useAdminDeposits({ status });
  const withdrawals = useAdminWithdrawals({ status });
  const list = kind === 'deposits' ? deposits : withdrawals;
  const decideDeposit = useDecideDeposit();
  const decideWithdrawal = useDecideWithdrawal();
  const decide = kind === 'deposits' ? decideDeposit : decideWithdrawal;
  const act = (id: string, approve: boolean) =>
    decide.mutate(
      { id, approve },
      {
        onSuccess: (answer) => notifySuccess(answer.message),
        onError: (e) => notifyError(e.message),
      },
    );
  const rows = list.data?.data ?? [];
  return (
    <div>
      <label className="adm-filter">
        Status{' '}
        <select
          className="select"
          value={status}
          onChange={(e) => setStatus(e.target.value as Status)}
        >
          {['pending', 'approved', 'rejected', 'all'].map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
      <QueryState query={list} empty={!rows.length}>
        <div className="table-wrap">
          <table className="table adm-table table-stack" aria-label={kind}>
            <thead>
              <tr>
                <th>User</th>
                <th>{kind === 'deposits' ? 'UTR' : 'Transaction'}</th>
                <th>Amount</th>
                <th>Method</th>
                <th>Status</th>
                <th>Time</th>
                <th>Action</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label="User">{row.user}</td>
                  <td data-label={kind === 'deposits' ? 'UTR' : 'Transaction'}>{row.reference}</td>
                  <td data-label="Amount">{formatRupees(row.amount)}</td>
                  <td data-label="Method">{row.method}</td>
                  <td data-label="Status">{row.status}</td>
                  <td data-label="Time">{zonedDateTime(row.created)}</td>
                  <td data-label="Action" className="adm-actions">
                    {row.status === 'Pending' && (
                      <>
                        <button
                          type="button"
                          className="btn btn-small btn-primary"
                          disabled={decide.isPending}
                          onClick={() => act(row.id, true)}
                          aria-label={`Approve ${row.reference}`}
                        >
                          Approve
                        </button>
                        <button
                          type="button"
                          className="btn btn-small btn-danger"
                          disabled={decide.isPending}
                          onClick={() => act(row.id, false)}
                          aria-label={`Reject ${row.reference}`}
                        >
                          Reject
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </QueryState>
    </div>
  );
}
