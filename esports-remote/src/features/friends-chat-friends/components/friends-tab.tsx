import { useChatUi, type FriendsTab as SubTab } from '../../../lib/chat-ui-store';
import { AllUsersList } from './all-users-list';
import { MyFriendsList, type ChatSlot } from './my-friends-list';
import { FriendRequestsList } from './friend-requests-list';
import { useFriendsT } from '../i18n';

const SUB_TABS: SubTab[] = ['all', 'friends', 'requests'];

/** Friends: All Users (Add Friend), My Friends (Chat), Requests (Accept); each reloads when chosen. */
export function FriendsTab({ chat }: { chat: ChatSlot }) {
  const t = useFriendsT();
  const sub = useChatUi((state) => state.friendsTab);
  const setSub = useChatUi((state) => state.setFriendsTab);
  return (
    <div className="tm-friends">
      <div className="tabs tm-subtabs" role="tablist" aria-label={t('tab.label')}>
        {SUB_TABS.map((entry) => (
          <button
            key={entry}
            type="button"
            role="tab"
            aria-selected={sub === entry}
            className="btn btn-small tab"
            onClick={() => setSub(entry)}
          >
            {t(`tab.${entry}`)}
          </button>
        ))}
      </div>
      {sub === 'all' && <AllUsersList />}
      {sub === 'friends' && <MyFriendsList chat={chat} />}
      {sub === 'requests' && <FriendRequestsList />}
    </div>
  );
}
