import { useState } from 'react';
import { TEAM_MESSAGES, useSession, type MyJoinRequest } from '@bgmi/shared';
import { useHandleCancelLeave } from '../api/handle-cancel-leave';
import { useMyJoinRequests } from '../api/my-join-requests';
import { StatusIcon } from './status-icon';
import { TeamDetailsModal } from './team-details-modal';

/** My Requests: status icon; Cancel while pending, View Team and Leave Team once accepted. */
export function MyRequestsTab() {
  const bgmiUserId = useSession((state) => state.userinfo?.bgmiUserId ?? '');
  const requests = useMyJoinRequests(bgmiUserId);
  const cancelLeave = useHandleCancelLeave();
  const [viewing, setViewing] = useState<string | null>(null);

  const leave = (request: MyJoinRequest) => {
    if (!window.confirm(`Leave the team "${request.team_name}"?`)) return;
    cancelLeave.mutate({ team_name: request.team_name, bgmiUserId, action: 'leave' });
  };

  if (requests.isPending) return <p className="empty-state">Loading requests...</p>;
  if (requests.isError) return <p className="empty-state">{TEAM_MESSAGES.fetchRequestsFailed}</p>;
  if (requests.data.length === 0)
    return <p className="empty-state">You have not sent any join requests.</p>;
  return (
    <>
      <ul className="tm-list tm-rows" aria-label="My Requests">
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
                  View Team
                </button>
              )}
              {request.status === 'accepted' && request.is_member && (
                <button
                  type="button"
                  className="btn btn-small btn-danger"
                  disabled={cancelLeave.isPending}
                  onClick={() => leave(request)}
                >
                  Leave Team
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
                  Cancel
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
