import { PageLoading, errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import { useFlags } from '../api/list-flags';
import { useResolveFlag } from '../api/resolve-flag';
import { localTime } from './local-time';

/** Captains' flags on posted results; open ones can be accepted or rejected. */
export function FlagsList({ eventId }: { eventId: string }) {
  const flags = useFlags(eventId);
  const resolve = useResolveFlag(eventId);

  const decide = (flagId: string, status: 'accepted' | 'rejected') => {
    const note = window.prompt(`Note for the captain (${status})`) ?? undefined;
    resolve.mutate(
      { flag_id: flagId, status, ...(note ? { note } : {}) },
      {
        onSuccess: (answer) => notifySuccess(answer.message),
        onError: (error) => notifyError(errorMessage(error, 'Could not resolve the flag')),
      },
    );
  };

  if (flags.isPending) return <PageLoading label="Loading flags..." />;
  if (flags.isError)
    return (
      <div className="empty-state" role="alert">
        <p>{errorMessage(flags.error, 'Could not load the flags')}</p>
        <button type="button" className="btn" onClick={() => void flags.refetch()}>
          Retry
        </button>
      </div>
    );
  if (!flags.data.length) return <p className="empty-state">No flags on this event.</p>;
  return (
    <ul className="org-list" aria-label="Flags">
      {flags.data.map((flag) => (
        <li key={flag._id} className="card org-flag">
          <div className="org-team-head">
            <strong>
              Match {flag.match_no} · {flag.team_name}
            </strong>
            <span className={`badge ${flag.status === 'open' ? 'badge-pending' : ''}`}>
              {flag.status}
            </span>
          </div>
          <p>{flag.reason}</p>
          <p className="muted org-hint">
            By {flag.flagged_by} at {localTime(flag.created_at)}
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
                Accept
              </button>
              <button
                type="button"
                className="btn btn-small btn-danger"
                disabled={resolve.isPending}
                onClick={() => decide(flag._id, 'rejected')}
              >
                Reject
              </button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
