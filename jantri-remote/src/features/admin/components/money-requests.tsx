import { useSpecWords } from '../../../lib/spec-words';
import { useAdminT } from '../i18n';
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
  const t = useAdminT();
  const say = useSpecWords();
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
        onSuccess: (answer) => notifySuccess(say(answer.message)),
        onError: (e) => notifyError(say(e.message)),
      },
    );
  const rows = list.data?.data ?? [];
  return (
    <div>
      <label className="adm-filter">
        {t('money.status')}{' '}
        <select
          className="select"
          value={status}
          onChange={(e) => setStatus(e.target.value as Status)}
        >
          {['pending', 'approved', 'rejected', 'all'].map((s) => (
            <option key={s} value={s}>
              {t(`status.${s as Status}`)}
            </option>
          ))}
        </select>
      </label>
      <QueryState query={list} empty={!rows.length}>
        <div className="table-wrap">
          <table className="table adm-table table-stack" aria-label={t(`money.${kind}`)}>
            <thead>
              <tr>
                <th>{t('money.user')}</th>
                <th>{kind === 'deposits' ? t('money.utr') : t('money.transaction')}</th>
                <th>{t('money.amount')}</th>
                <th>{t('money.method')}</th>
                <th>{t('money.status')}</th>
                <th>{t('money.time')}</th>
                <th>{t('money.action')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t('money.user')}>{row.user}</td>
                  <td data-label={kind === 'deposits' ? t('money.utr') : t('money.transaction')}>
                    {row.reference}
                  </td>
                  <td data-label={t('money.amount')}>{formatRupees(row.amount)}</td>
                  <td data-label={t('money.method')}>{row.method}</td>
                  <td data-label={t('money.status')}>{row.status}</td>
                  <td data-label={t('money.time')}>{zonedDateTime(row.created)}</td>
                  <td data-label={t('money.action')} className="adm-actions">
                    {row.status === 'Pending' && (
                      <>
                        <button
                          type="button"
                          className="btn btn-small btn-primary"
                          disabled={decide.isPending}
                          onClick={() => act(row.id, true)}
                          aria-label={t('money.approveLabel', { ref: row.reference })}
                        >
                          {t('money.approve')}
                        </button>
                        <button
                          type="button"
                          className="btn btn-small btn-danger"
                          disabled={decide.isPending}
                          onClick={() => act(row.id, false)}
                          aria-label={t('money.rejectLabel', { ref: row.reference })}
                        >
                          {t('money.reject')}
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
