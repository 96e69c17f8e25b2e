import { useState } from 'react';
import { formatRupees, notifyError, notifySuccess } from '@bgmi/shared';
import { DataTable, FormField, type Column } from '@bgmi/shared/ui-kit';
import { useAdminUsers } from '../api/users';
import { useGrantOrganiser } from '../api/grant-organiser';
import { QueryState } from './query-state';
import { ResetCodeDialog } from './reset-code-dialog';

type UserRow = NonNullable<ReturnType<typeof useAdminUsers>['data']>['data'][number];

function columns(
  grantOrganiser: (bgmiUserId: string) => void,
  resetCode: (bgmiUserId: string) => void,
): Column<UserRow>[] {
  return [
    { header: 'BGMI ID', cell: (u) => u.bgmiUserId },
    { header: 'Name', cell: (u) => u.name },
    { header: 'Wallet', cell: (u) => formatRupees(u.wallet) },
    {
      header: 'Ledger',
      cell: (u) =>
        u.consistent ? (
          'OK'
        ) : (
          <span className="form-error">{`Mismatch (${formatRupees(u.sum_of_entries)})`}</span>
        ),
    },
    {
      header: 'Roles',
      cell: (u) =>
        [u.is_admin && 'admin', u.is_organizer && 'organiser'].filter(Boolean).join(', '),
    },
    {
      header: 'Action',
      cell: (u) => (
        <>
          {!u.is_organizer && (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => grantOrganiser(u.bgmiUserId)}
            >
              Make organiser
            </button>
          )}
          <button type="button" className="btn btn-small" onClick={() => resetCode(u.bgmiUserId)}>
            Reset code
          </button>
        </>
      ),
    },
  ];
}

/** Users with balance, the ledger check and the organiser role. */
export function UsersList() {
  const [search, setSearch] = useState('');
  const [resetFor, setResetFor] = useState<string | null>(null);
  const users = useAdminUsers({ search: search.trim() || undefined });
  const grant = useGrantOrganiser();
  const rows = users.data?.data ?? [];
  const grantOrganiser = (bgmiUserId: string) =>
    grant.mutate(
      { bgmiUserId },
      {
        onSuccess: (a) => notifySuccess(a.message),
        onError: (e) => notifyError(e.message),
      },
    );
  return (
    <div>
      <div className="adm-filter">
        <FormField label="Search">
          {(control) => (
            <input
              {...control}
              className="input"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          )}
        </FormField>
      </div>
      <QueryState query={users} empty={!rows.length}>
        <DataTable
          columns={columns(grantOrganiser, setResetFor)}
          rows={rows}
          rowKey={(u) => u.id}
          empty="No data found"
          label="users"
          className="adm-table table-stack"
        />
      </QueryState>
      {resetFor && <ResetCodeDialog bgmiUserId={resetFor} onClose={() => setResetFor(null)} />}
    </div>
  );
}
