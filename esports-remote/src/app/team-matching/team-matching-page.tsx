import { useEffect } from 'react';
import { useSession } from '@bgmi/shared';
import { useChatConnection } from '../../features/friends-chat-messages/lib/use-chat-connection';
import { useChatUi, type TeamTab } from '../../lib/chat-ui-store';
import { GlobalSpinner } from './global-spinner';
import { NewMessageNotice } from '../../features/friends-chat-messages/components/new-message-notice';
import { UsersTab } from '../../features/teams/components/users-tab';
import { TeamsTab } from '../../features/teams/components/teams-tab';
import { CreateTeamTab } from '../../features/teams/components/create-team-tab';
import { MyRequestsTab } from '../../features/teams/components/my-requests-tab';
import { TeamRequestsTab } from '../../features/teams/components/team-requests-tab';
import { FriendsTab } from '../../features/friends-chat-friends/components/friends-tab';
import { ChatBox } from '../../features/friends-chat-messages/components/chat-box';
import { useEsportsT } from '../../lib/i18n';
import './team-matching.css';

const TABS = [
  { key: 'users', label: 'teamMatch.tab.users' },
  { key: 'teams', label: 'teamMatch.tab.teams' },
  { key: 'create', label: 'teamMatch.tab.create' },
  { key: 'my-requests', label: 'teamMatch.tab.myRequests' },
  { key: 'team-requests', label: 'teamMatch.tab.teamRequests' },
  { key: 'friends', label: 'teamMatch.tab.friends' },
] as const satisfies readonly { key: TeamTab; label: string }[];

/** /team-matching (Team Match): six tabs; only the selected one is mounted, so it reloads. */
export default function TeamMatchingPage() {
  const t = useEsportsT();
  const userId = useSession((state) => state.userinfo?.userId);
  const tab = useChatUi((state) => state.tab);
  const setTab = useChatUi((state) => state.setTab);
  const adoptOwner = useChatUi((state) => state.adoptOwner);
  const unreadTotal = useChatUi((state) =>
    Object.values(state.unread).reduce((sum, n) => sum + n, 0),
  );
  useChatConnection();

  useEffect(() => {
    if (userId) adoptOwner(userId);
  }, [userId, adoptOwner]);

  // A visitor never gets here: the route table's login rule shows the login prompt instead.
  return (
    <section className="page tm-page">
      <h1 className="page-title">{t('teamMatch.title')}</h1>
      <GlobalSpinner />
      <div className="tabs" role="tablist" aria-label={t('teamMatch.sections')}>
        {TABS.map((entry) => (
          <button
            key={entry.key}
            type="button"
            role="tab"
            id={`tm-tab-${entry.key}`}
            aria-selected={tab === entry.key}
            aria-controls="tm-panel"
            className="btn tab"
            onClick={() => setTab(entry.key)}
          >
            {t(entry.label)}
            {entry.key === 'friends' && unreadTotal > 0 && (
              <span
                className="tm-unread"
                aria-label={t('teamMatch.unread', { count: unreadTotal })}
              >
                {unreadTotal}
              </span>
            )}
          </button>
        ))}
      </div>
      <div id="tm-panel" role="tabpanel" aria-labelledby={`tm-tab-${tab}`}>
        {tab === 'users' && <UsersTab />}
        {tab === 'teams' && <TeamsTab />}
        {tab === 'create' && <CreateTeamTab />}
        {tab === 'my-requests' && <MyRequestsTab />}
        {tab === 'team-requests' && <TeamRequestsTab />}
        {tab === 'friends' && (
          <FriendsTab chat={(friend, close) => <ChatBox friend={friend} onClose={close} />} />
        )}
      </div>
      <NewMessageNotice />
    </section>
  );
}
