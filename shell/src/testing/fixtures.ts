import { editBgmiPlayerEndpoint, getBgmiPlayerEndpoint, type UserInfo } from '@bgmi/shared';
import { mockApi } from '@bgmi/shared/testing/mock-api';

/** The logged-in player of the shell's tests (header, profile menu, logout). */
export const NEO: UserInfo = {
  _id: 'u1',
  userId: 'u1',
  username: 'neo_1',
  bgmiUserId: 'neo_1',
  name: 'Neo Rao',
  auth_token: 'token',
  wallet: 0,
  user_clients: [],
  user_games: [],
};

/** The profile menu's calls: NEO's player card with `player`; an edit answers what it was sent. */
export function answerProfile(player: { team_name: string[]; match_making: boolean }) {
  mockApi(getBgmiPlayerEndpoint, {
    status: true,
    message: 'ok',
    data: { _id: 'u1', name: 'Neo Rao', bgmiUserId: 'neo_1', ...player },
  });
  mockApi(editBgmiPlayerEndpoint, ({ body }) => ({
    status: true,
    message: 'Profile updated successfully!',
    data: { name: body.name ?? 'Neo Rao', bgmiUserId: body.newBgmiUserId ?? 'neo_1' },
  }));
}

/**
 * Routes as a remote's deploy publishes them (the shell's tests know no remote's code): the
 * spec's header links and a logged-in route, under the esports side.
 */
export const ESPORTS_DEPLOY = {
  build: 'test-build',
  hostApi: '^1.0.0',
  routes: [
    ['/', 'Home', 'Home'],
    ['/services', 'Our Services', 'Training'],
    ['/tournaments', 'Pro Tournaments', 'Pro Tournaments'],
    ['/tournamentsSCRIMS', 'Daily Scrims', 'Daily Scrims'],
    ['/team-matching', 'Team Match', 'Team Matching'],
    ['/blogs', 'Esports Insights', 'Blogs'],
    ['/terms', 'Terms and Conditions', 'Terms'],
    ['/lan-events', 'LAN Events', 'LAN Events'],
  ].map(([path, title, label], index) => ({
    path: path!,
    side: 'esports' as const,
    page: path === '/' ? 'home' : path!.slice(1),
    title: title!,
    nav: { label: label!, place: 'header' as const, order: (index + 1) * 10 },
  })),
};
