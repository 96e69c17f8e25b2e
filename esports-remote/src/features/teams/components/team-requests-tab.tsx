import { useSession } from '@bgmi/shared';
import { useHandleJoinRequest } from '../api/handle-join-request';
import { useTeamJoinRequests } from '../api/team-join-requests';
import { useTeamsT } from '../i18n';

/** Team Requests: pending requests to the teams I lead, grouped by team, with Accept / Reject. */
export function TeamRequestsTab() {
  const t = useTeamsT();
  const bgmiUserId = useSession((state) => state.userinfo?.bgmiUserId ?? '');
  const groups = useTeamJoinRequests(bgmiUserId);
  const handle = useHandleJoinRequest();

  if (groups.isPending) return <p className="empty-state">{t('requests.loading')}</p>;
  if (groups.isError) return <p className="empty-state">{t('msg.fetchTeamRequestsFailed')}</p>;
  if (groups.data.length === 0) return <p className="empty-state">{t('requests.empty')}</p>;
  return (
    <div className="tm-groups">
      {groups.data.map((group) => (
        <section
          key={group.team_name}
          className="card tm-group"
          aria-label={t('requests.for', { team: group.team_name })}
        >
          <h2 className="tm-group-title">{group.team_name}</h2>
          <ul className="tm-list tm-rows">
            {group.requests.map((request) => (
              <li key={request._id} className="tm-row tm-request">
                <div className="tm-row-main">
                  <p className="tm-name">
                    {request.name} <span className="muted">({request.bgmiUserId})</span>
                  </p>
                  <p className="tm-message">{request.message}</p>
                </div>
                <div className="tm-actions">
                  {(['accept', 'reject'] as const).map((action) => (
                    <button
                      key={action}
                      type="button"
                      className={`btn btn-small ${action === 'accept' ? 'btn-success' : 'btn-danger'}`}
                      disabled={handle.isPending}
                      onClick={() =>
                        handle.mutate({
                          bgmiUserId,
                          team_name: group.team_name,
                          reqBgmiUserId: request.bgmiUserId,
                          action,
                        })
                      }
                    >
                      {action === 'accept' ? t('requests.accept') : t('requests.reject')}
                    </button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
