import { useChatUi, type FriendsTab as SubTab } from '../../../lib/chat-ui-store';
import { AllUsersList } from './all-users-list';
import { MyFriendsList, type ChatSlot } from './my-friends-list';
import { FriendRequestsList } from './friend-requests-list';

const SUB_TABS: { key: SubTab; label: string }[] = [
  { key: 'all', label: 'All Users' },
  { key: 'friends', label: 'My Friends' },
  { key: 'requests', label: 'Requests' },
];

/** Friends: All Users (Add Friend), My Friends (Chat), Requests (Accept); each reloads when chosen. */
export function FriendsTab({ chat }: { chat: ChatSlot }) {
  const sub = useChatUi((state) => state.friendsTab);
  const setSub = useChatUi((state) => state.setFriendsTab);
  return (
    <div className="tm-friends">
      <div className="tabs tm-subtabs" role="tablist" aria-label="Friends sections">
        {SUB_TABS.map((entry) => (
          <button
            key={entry.key}
            type="button"
            role="tab"
            aria-selected={sub === entry.key}
            className="btn btn-small tab"
            onClick={() => setSub(entry.key)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      {sub === 'all' && <AllUsersList />}
      {sub === 'friends' && <MyFriendsList chat={chat} />}
      {sub === 'requests' && <FriendRequestsList />}
    </div>
  );
}
