import type { RouteEntry } from '@bgmi/shared';
import { ESPORTS_ROUTES } from '../routes';

const ROUTES: readonly RouteEntry[] = ESPORTS_ROUTES;

// The routes this side publishes (deploy.json): the shell's router and header are built from them.
const route = (path: string) => ROUTES.find((entry) => entry.path === path);

test('team match needs a login; the public pages do not (spec)', () => {
  expect(route('/team-matching')?.login).toBe('prompt');
  for (const path of ['/', '/tournaments', '/blogs', '/terms']) {
    expect(route(path)).toBeDefined();
    expect(route(path)?.login).toBeUndefined();
  }
});

test('the header links of the spec, in its order', () => {
  const links = ROUTES.flatMap((entry) => (entry.nav ? [{ to: entry.path, ...entry.nav }] : []))
    .sort((a, b) => a.order - b.order)
    .map(({ to, label }) => [to, label]);
  expect(links).toEqual([
    ['/', 'Home'],
    ['/services', 'Training'],
    ['/tournaments', 'Pro Tournaments'],
    ['/tournamentsSCRIMS', 'Daily Scrims'],
    ['/team-matching', 'Team Matching'],
    ['/blogs', 'Blogs'],
    ['/terms', 'Terms'],
    ['/lan-events', 'LAN Events'],
  ]);
});
