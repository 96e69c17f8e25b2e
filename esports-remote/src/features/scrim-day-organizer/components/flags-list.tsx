import { PageLoading, errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import { useFlags } from '../api/list-flags';
import { useResolveFlag } from '../api/resolve-flag';
import { localTime } from './local-time';
import { useOrganizerT } from '../i18n';

/** Captains' flags on posted results; open ones can be accepted or rejected. */
export function FlagsList({ eventId }: { eventId: string }) {
  const t = useOrganizerT();
  const flags = useFlags(eventId);
  const resolve = useResolveFlag(eventId);

  const decide = (flagId: string, status: 'accepted' | 'rejected') => {
    const note =
      window.prompt(t('flags.note', { status: t(`flags.status.${status}`) })) ?? undefined;
    resolve.mutate(
      { flag_id: flagId, status, ...(note ? { note } : {}) },
      {
        onSuccess: (answer) => notifySuccess(answer.message),
        onError: (error) => notifyError(errorMessage(error, t('flags.resolveFailed'))),
      },
    );
  };

  if (flags.isPending) return <PageLoading label={t('flags.loading')} />;
  if (flags.isError)
    return (
      <div className="empty-state" role="alert">
        <p>{errorMessage(flags.error, t('flags.loadFailed'))}</p>
        <button type="button" className="btn" onClick={() => void flags.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  if (!flags.data.length) return <p className="empty-state">{t('flags.empty')}</p>;
  return (
    <ul className="org-list" aria-label={t('flags.label')}>
      {flags.data.map((flag) => (
        <li key={flag._id} className="card org-flag">
          <div className="org-team-head">
            <strong>{t('flags.title', { number: flag.match_no, team: flag.team_name })}</strong>
            <span className={`badge ${flag.status === 'open' ? 'badge-pending' : ''}`}>
              {t(`flags.status.${flag.status}`)}
            </span>
          </div>
          <p>{flag.reason}</p>
          <p className="muted org-hint">
            {t('flags.by', { name: flag.flagged_by, time: localTime(flag.created_at) })}
            {flag.resolution_note ? ` · ${flag.resolution_note}` : ''}
          </p>
          {flag.status === 'open' && (
            <div className="org-row">
              <button
                type="button"
                className="btn btn-small btn-success"
                disabled={resolve.isPending}
                onClick={() => decide(flag._id, 'accepted')}
              >
                {t('flags.accept')}
              </button>
              <button
                type="button"
                className="btn btn-small btn-danger"
                disabled={resolve.isPending}
                onClick={() => decide(flag._id, 'rejected')}
              >
                {t('flags.reject')}
              </button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
