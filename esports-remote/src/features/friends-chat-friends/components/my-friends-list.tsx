import { useEffect, type ReactNode } from 'react';
import { useSession, type FriendEntry } from '@bgmi/shared';
import { useFriendsData } from '../../../lib/friends-data';
import { useChatUi } from '../../../lib/chat-ui-store';
import { PlayerAvatar } from '../../../components/player-avatar';
import { useFriendsT } from '../i18n';

/** The open chat, drawn by the page (the chat feature): friends does not import chat. */
export type ChatSlot = (friend: FriendEntry, close: () => void) => ReactNode;

/** My Friends with unread counts and Chat; the open chat shows beside (or below) the list. */
export function MyFriendsList({ chat }: { chat: ChatSlot }) {
  const t = useFriendsT();
  const bgmiUserId = useSession((state) => state.userinfo?.bgmiUserId ?? '');
  const friends = useFriendsData(bgmiUserId);
  const unread = useChatUi((state) => state.unread);
  const openChatId = useChatUi((state) => state.openChatId);
  const openChat = useChatUi((state) => state.openChat);
  const closeChat = useChatUi((state) => state.closeChat);
  const setUnread = useChatUi((state) => state.setUnread);

  useEffect(() => {
    // The server counts stored unread messages; it is the truth after each load.
    if (friends.data)
      setUnread(
        Object.fromEntries(friends.data.friends.map((friend) => [friend._id, friend.unread])),
      );
  }, [friends.data, setUnread]);

  if (friends.isPending) return <p className="empty-state">{t('mine.loading')}</p>;
  if (friends.isError) return <p className="empty-state">{t('msg.somethingWrong')}</p>;
  const list = friends.data.friends;
  const open = list.find((friend) => friend._id === openChatId);
  return (
    <div className={`tm-friends-layout${open ? ' tm-chat-open' : ''}`}>
      {list.length === 0 ? (
        <p className="empty-state">{t('mine.empty')}</p>
      ) : (
        <ul className="tm-list tm-rows" aria-label={t('mine.label')}>
          {list.map((friend) => {
            const count = unread[friend._id] ?? 0;
            return (
              <li
                key={friend._id}
                className={`card tm-row${friend._id === openChatId ? ' tm-row-active' : ''}`}
              >
                <PlayerAvatar name={friend.name} image={friend.profileImage} />
                <div className="tm-row-main">
                  <p className="tm-name">
                    {friend.name}
                    {count > 0 && (
                      <span
                        className="tm-unread"
                        aria-label={t('mine.unread', { count, name: friend.name })}
                      >
                        {count}
                      </span>
                    )}
                  </p>
                  <p className="muted">{t('gameId', { id: friend.bgmiUserId })}</p>
                </div>
                <div className="tm-actions">
                  <button
                    type="button"
                    className="btn btn-small btn-primary"
                    onClick={() => openChat(friend._id)}
                  >
                    {t('all.chat')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {open && chat(open, closeChat)}
    </div>
  );
}
