import { useState } from 'react';
import { formatRupees, notifyError, notifySuccess } from '@bgmi/shared';
import { useAdminUsers } from '../api/users';
import { useGrantOrganiser } from '../api/grant-organiser';
import { QueryState } from './query-state';
import { ResetCodeDialog } from './reset-code-dialog';

/** Users with balance, the ledger check and the organiser role. */
export function UsersList() {
  const [search, setSearch] = useState('');
  const [resetFor, setResetFor] = useState<string | null>(null);
  const users = useAdminUsers({ search: search.trim() || undefined });
  const grant = useGrantOrganiser();
  const rows = users.data?.data ?? [];
  return (
    <div>
      <label className="adm-filter">
        Search{' '}
        <input className="input" value={search} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <QueryState query={users} empty={!rows.length}>
        <div className="table-wrap">
          <table className="table adm-table table-stack" aria-label="users">
            <thead>
              <tr>
                <th>BGMI ID</th>
                <th>Name</th>
                <th>Wallet</th>
                <th>Ledger</th>
                <th>Roles</th>
                <th>Action</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((u) => (
                <tr key={u.id}>
                  <td data-label="BGMI ID">{u.bgmiUserId}</td>
                  <td data-label="Name">{u.name}</td>
                  <td data-label="Wallet">{formatRupees(u.wallet)}</td>
                  <td data-label="Ledger" className={u.consistent ? '' : 'form-error'}>
                    {u.consistent ? 'OK' : `Mismatch (${formatRupees(u.sum_of_entries)})`}
                  </td>
                  <td data-label="Roles">
                    {[u.is_admin && 'admin', u.is_organizer && 'organiser']
                      .filter(Boolean)
                      .join(', ')}
                  </td>
                  <td data-label="Action">
                    {!u.is_organizer && (
                      <button
                        type="button"
                        className="btn btn-small"
                        onClick={() =>
                          grant.mutate(
                            { bgmiUserId: u.bgmiUserId },
                            {
                              onSuccess: (a) => notifySuccess(a.message),
                              onError: (e) => notifyError(e.message),
                            },
                          )
                        }
                      >
                        Make organiser
                      </button>
                    )}
                    <button
                      type="button"
                      className="btn btn-small"
                      onClick={() => setResetFor(u.bgmiUserId)}
                    >
                      Reset code
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </QueryState>
      {resetFor && <ResetCodeDialog bgmiUserId={resetFor} onClose={() => setResetFor(null)} />}
    </div>
  );
}
