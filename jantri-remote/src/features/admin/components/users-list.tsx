import { useSpecWords } from '../../../lib/spec-words';
import { useAdminT } from '../i18n';
import { useState } from 'react';
import { formatRupees, notifyError, notifySuccess } from '@bgmi/shared';
import { DataTable, FormField, type Column } from '@bgmi/shared/ui-kit';
import { useAdminUsers } from '../api/users';
import { useGrantOrganiser } from '../api/grant-organiser';
import { QueryState } from './query-state';
import { ResetCodeDialog } from './reset-code-dialog';

type UserRow = NonNullable<ReturnType<typeof useAdminUsers>['data']>['data'][number];

type AdminT = ReturnType<typeof useAdminT>;

function columns(
  t: AdminT,
  grantOrganiser: (bgmiUserId: string) => void,
  resetCode: (bgmiUserId: string) => void,
): Column<UserRow>[] {
  return [
    { header: t('users.id'), cell: (u) => u.bgmiUserId },
    { header: t('users.name'), cell: (u) => u.name },
    { header: t('users.wallet'), cell: (u) => formatRupees(u.wallet) },
    {
      header: t('users.ledger'),
      cell: (u) =>
        u.consistent ? (
          t('users.ok')
        ) : (
          <span className="form-error">
            {t('users.mismatch', { sum: formatRupees(u.sum_of_entries) })}
          </span>
        ),
    },
    {
      header: t('users.roles'),
      cell: (u) =>
        [u.is_admin && t('users.admin'), u.is_organizer && t('users.organiser')]
          .filter(Boolean)
          .join(', '),
    },
    {
      header: t('users.action'),
      cell: (u) => (
        <>
          {!u.is_organizer && (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => grantOrganiser(u.bgmiUserId)}
            >
              {t('users.makeOrganiser')}
            </button>
          )}
          <button type="button" className="btn btn-small" onClick={() => resetCode(u.bgmiUserId)}>
            {t('users.reset')}
          </button>
        </>
      ),
    },
  ];
}

/** Users with balance, the ledger check and the organiser role. */
export function UsersList() {
  const [search, setSearch] = useState('');
  const t = useAdminT();
  const say = useSpecWords();
  const [resetFor, setResetFor] = useState<string | null>(null);
  const users = useAdminUsers({ search: search.trim() || undefined });
  const grant = useGrantOrganiser();
  const rows = users.data?.data ?? [];
  const grantOrganiser = (bgmiUserId: string) =>
    grant.mutate(
      { bgmiUserId },
      {
        onSuccess: (a) => notifySuccess(say(a.message)),
        onError: (e) => notifyError(say(e.message)),
      },
    );
  return (
    <div>
      <div className="adm-filter">
        <FormField label={t('users.search')}>
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
          columns={columns(t, grantOrganiser, setResetFor)}
          rows={rows}
          rowKey={(u) => u.id}
          empty={t('users.empty')}
          label={t('users.label')}
          className="adm-table table-stack"
        />
      </QueryState>
      {resetFor && <ResetCodeDialog bgmiUserId={resetFor} onClose={() => setResetFor(null)} />}
    </div>
  );
}
