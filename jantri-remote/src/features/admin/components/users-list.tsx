import { useJantriT, wordMessage } from '../../../lib/i18n';
import { useAdminT } from '../i18n';
import { useState } from 'react';
import { formatRupees, notifyError, notifySuccess } from '@bgmi/shared';
import { useAdminUsers } from '../api/users';
import { useGrantOrganiser } from '../api/grant-organiser';
import { QueryState } from './query-state';
import { ResetCodeDialog } from './reset-code-dialog';

/** Users with balance, the ledger check and the organiser role. */
export function UsersList() {
  const [search, setSearch] = useState('');
  const t = useAdminT();
  const tj = useJantriT();
  const [resetFor, setResetFor] = useState<string | null>(null);
  const users = useAdminUsers({ search: search.trim() || undefined });
  const grant = useGrantOrganiser();
  const rows = users.data?.data ?? [];
  return (
    <div>
      <label className="adm-filter">
        {t('users.search')}{' '}
        <input className="input" value={search} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <QueryState query={users} empty={!rows.length}>
        <div className="table-wrap">
          <table className="table adm-table table-stack" aria-label={t('users.label')}>
            <thead>
              <tr>
                <th>{t('users.id')}</th>
                <th>{t('users.name')}</th>
                <th>{t('users.wallet')}</th>
                <th>{t('users.ledger')}</th>
                <th>{t('users.roles')}</th>
                <th>{t('users.action')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((u) => (
                <tr key={u.id}>
                  <td data-label={t('users.id')}>{u.bgmiUserId}</td>
                  <td data-label={t('users.name')}>{u.name}</td>
                  <td data-label={t('users.wallet')}>{formatRupees(u.wallet)}</td>
                  <td data-label={t('users.ledger')} className={u.consistent ? '' : 'form-error'}>
                    {u.consistent
                      ? t('users.ok')
                      : t('users.mismatch', { sum: formatRupees(u.sum_of_entries) })}
                  </td>
                  <td data-label={t('users.roles')}>
                    {[u.is_admin && t('users.admin'), u.is_organizer && t('users.organiser')]
                      .filter(Boolean)
                      .join(', ')}
                  </td>
                  <td data-label={t('users.action')}>
                    {!u.is_organizer && (
                      <button
                        type="button"
                        className="btn btn-small"
                        onClick={() =>
                          grant.mutate(
                            { bgmiUserId: u.bgmiUserId },
                            {
                              onSuccess: (a) => notifySuccess(wordMessage(tj, a.message)),
                              onError: (e) => notifyError(wordMessage(tj, e.message)),
                            },
                          )
                        }
                      >
                        {t('users.makeOrganiser')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="btn btn-small"
                      onClick={() => setResetFor(u.bgmiUserId)}
                    >
                      {t('users.reset')}
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
