import { useState } from 'react';
import { useSession, type MyJoinRequest } from '@bgmi/shared';
import { useHandleCancelLeave } from '../api/handle-cancel-leave';
import { useMyJoinRequests } from '../api/my-join-requests';
import { StatusIcon } from './status-icon';
import { TeamDetailsModal } from './team-details-modal';
import { useTeamsT } from '../i18n';

/** My Requests: status icon; Cancel while pending, View Team and Leave Team once accepted. */
export function MyRequestsTab() {
  const t = useTeamsT();
  const bgmiUserId = useSession((state) => state.userinfo?.bgmiUserId ?? '');
  const requests = useMyJoinRequests(bgmiUserId);
  const cancelLeave = useHandleCancelLeave();
  const [viewing, setViewing] = useState<string | null>(null);

  const leave = (request: MyJoinRequest) => {
    if (!window.confirm(t('mine.leaveConfirm', { team: request.team_name }))) return;
    cancelLeave.mutate({ team_name: request.team_name, bgmiUserId, action: 'leave' });
  };

  if (requests.isPending) return <p className="empty-state">{t('mine.loading')}</p>;
  if (requests.isError) return <p className="empty-state">{t('msg.fetchRequestsFailed')}</p>;
  if (requests.data.length === 0) return <p className="empty-state">{t('mine.empty')}</p>;
  return (
    <>
      <ul className="tm-list tm-rows" aria-label={t('mine.label')}>
        {requests.data.map((request) => (
          <li key={request._id} className="card tm-row">
            <StatusIcon status={request.status} />
            <div className="tm-row-main">
              <p className="tm-name">{request.team_name}</p>
              <p className="muted tm-message">{request.message}</p>
            </div>
            <div className="tm-actions">
              {request.status !== '' && (
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() => setViewing(request.team_name)}
                >
                  {t('mine.view')}
                </button>
              )}
              {request.status === 'accepted' && request.is_member && (
                <button
                  type="button"
                  className="btn btn-small btn-danger"
                  disabled={cancelLeave.isPending}
                  onClick={() => leave(request)}
                >
                  {t('mine.leave')}
                </button>
              )}
              {request.status === '' && (
                <button
                  type="button"
                  className="btn btn-small btn-danger"
                  disabled={cancelLeave.isPending}
                  onClick={() =>
                    cancelLeave.mutate({
                      team_name: request.team_name,
                      bgmiUserId,
                      action: 'cancel',
                    })
                  }
                >
                  {t('mine.cancel')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {viewing && <TeamDetailsModal teamName={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
