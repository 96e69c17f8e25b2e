import { TEAM_MESSAGES, useSession } from '@bgmi/shared';
import { useAcceptFriendRequest } from '../api/accept-request';
import { useFriendsData } from '../../../lib/friends-data';
import { PlayerAvatar } from '../../../components/player-avatar';

/** Requests: received friend requests with Accept, and the ones I sent that wait. */
export function FriendRequestsList() {
  const userinfo = useSession((state) => state.userinfo);
  const friends = useFriendsData(userinfo?.bgmiUserId ?? '');
  const accept = useAcceptFriendRequest();

  if (friends.isPending) return <p className="empty-state">Loading requests...</p>;
  if (friends.isError) return <p className="empty-state">{TEAM_MESSAGES.somethingWrong}</p>;
  const { friendRequestsReceived: received, friendRequestsSent: sent } = friends.data;
  return (
    <div className="tm-friend-requests">
      <h2 className="section-title">Received</h2>
      {received.length === 0 && <p className="empty-state">No friend requests.</p>}
      <ul className="tm-list tm-rows" aria-label="Received friend requests">
        {received.map((player) => (
          <li key={player._id} className="card tm-row">
            <PlayerAvatar name={player.name} image={player.profileImage} />
            <div className="tm-row-main">
              <p className="tm-name">{player.name}</p>
              <p className="muted">Game ID: {player.bgmiUserId}</p>
            </div>
            <div className="tm-actions">
              <button
                type="button"
                className="btn btn-small btn-success"
                disabled={accept.isPending}
                onClick={() =>
                  accept.mutate({ senderId: player._id, receiverId: userinfo?.userId ?? '' })
                }
              >
                Accept
              </button>
            </div>
          </li>
        ))}
      </ul>
      {sent.length > 0 && (
        <>
          <h2 className="section-title">Sent</h2>
          <ul className="tm-list tm-rows" aria-label="Sent friend requests">
            {sent.map((player) => (
              <li key={player._id} className="card tm-row">
                <PlayerAvatar name={player.name} image={player.profileImage} />
                <div className="tm-row-main">
                  <p className="tm-name">{player.name}</p>
                  <p className="muted">Game ID: {player.bgmiUserId}</p>
                </div>
                <span className="badge badge-pending">Pending</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
