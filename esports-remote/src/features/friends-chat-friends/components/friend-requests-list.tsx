import { useSession } from '@bgmi/shared';
import { useAcceptFriendRequest } from '../api/accept-request';
import { useFriendsData } from '../../../lib/friends-data';
import { PlayerRow } from './player-row';
import { useFriendsT } from '../i18n';

/** Requests: received friend requests with Accept, and the ones I sent that wait. */
export function FriendRequestsList() {
  const t = useFriendsT();
  const userinfo = useSession((state) => state.userinfo);
  const friends = useFriendsData(userinfo?.bgmiUserId ?? '');
  const accept = useAcceptFriendRequest();

  if (friends.isPending) return <p className="empty-state">{t('requests.loading')}</p>;
  if (friends.isError) return <p className="empty-state">{t('msg.somethingWrong')}</p>;
  const { friendRequestsReceived: received, friendRequestsSent: sent } = friends.data;
  return (
    <div className="tm-friend-requests">
      <h2 className="section-title">{t('requests.received')}</h2>
      {received.length === 0 && <p className="empty-state">{t('requests.none')}</p>}
      <ul className="tm-list tm-rows" aria-label={t('requests.receivedLabel')}>
        {received.map((player) => (
          <PlayerRow key={player._id} player={player}>
            <div className="tm-actions">
              <button
                type="button"
                className="btn btn-small btn-success"
                disabled={accept.isPending}
                onClick={() =>
                  accept.mutate({ senderId: player._id, receiverId: userinfo?.userId ?? '' })
                }
              >
                {t('all.accept')}
              </button>
            </div>
          </PlayerRow>
        ))}
      </ul>
      {sent.length > 0 && (
        <>
          <h2 className="section-title">{t('requests.sent')}</h2>
          <ul className="tm-list tm-rows" aria-label={t('requests.sentLabel')}>
            {sent.map((player) => (
              <PlayerRow key={player._id} player={player}>
                <span className="badge badge-pending">{t('requests.pending')}</span>
              </PlayerRow>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
