import type { RouteEntry } from '@bgmi/shared';
import { localize } from '@bgmi/shared/i18n';
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
    .map(({ to, label }) => [to, localize(label, 'en')]);
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

test('every title and header link is published in Hindi too (DESIGN section 9)', () => {
  for (const entry of ROUTES) {
    const texts = [entry.title, ...(entry.nav ? [entry.nav.label] : [])];
    for (const text of texts) {
      expect(typeof text === 'object' && text.hi && /[\u0900-\u097F]/.test(text.hi)).toBeTruthy();
    }
  }
  expect(localize(route('/tournaments')!.title, 'hi')).toBe('प्रो टूर्नामेंट');
});
