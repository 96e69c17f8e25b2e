import { useSession, type PlayerWithFriends } from '@bgmi/shared';
import { useAcceptFriendRequest } from '../api/accept-request';
import { useAllPlayers } from '../api/get-all-players';
import { useSendFriendRequest } from '../api/send-request';
import { useChatUi } from '../../../lib/chat-ui-store';
import { PlayerRow } from './player-row';
import { useFriendsT } from '../i18n';

/** All Users with Add Friend (or the current relation). */
export function AllUsersList() {
  const t = useFriendsT();
  const userinfo = useSession((state) => state.userinfo);
  const players = useAllPlayers(userinfo?.bgmiUserId ?? '');
  const send = useSendFriendRequest();
  const accept = useAcceptFriendRequest();
  const openChat = useChatUi((state) => state.openChat);
  const me = userinfo?.userId ?? '';

  const action = (player: PlayerWithFriends) => {
    switch (player.friend_status) {
      case 'friends':
        return (
          <button type="button" className="btn btn-small" onClick={() => openChat(player._id)}>
            {t('all.chat')}
          </button>
        );
      case 'sent':
        return <span className="badge badge-pending">{t('all.sent')}</span>;
      case 'received':
        return (
          <button
            type="button"
            className="btn btn-small btn-success"
            disabled={accept.isPending}
            onClick={() => accept.mutate({ senderId: player._id, receiverId: me })}
          >
            {t('all.accept')}
          </button>
        );
      default:
        return (
          <button
            type="button"
            className="btn btn-small btn-primary"
            disabled={send.isPending}
            onClick={() => send.mutate({ senderId: me, receiverId: player._id })}
          >
            {t('all.add')}
          </button>
        );
    }
  };

  if (players.isPending) return <p className="empty-state">{t('all.loading')}</p>;
  if (players.isError) return <p className="empty-state">{t('msg.fetchPlayersFailed')}</p>;
  if (players.data.length === 0) return <p className="empty-state">{t('all.empty')}</p>;
  return (
    <ul className="tm-list tm-rows" aria-label={t('all.label')}>
      {players.data.map((player) => (
        <PlayerRow key={player._id} player={player}>
          <div className="tm-actions">{action(player)}</div>
        </PlayerRow>
      ))}
    </ul>
  );
}
