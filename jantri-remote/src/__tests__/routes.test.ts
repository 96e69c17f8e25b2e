import type { RouteEntry } from '@bgmi/shared';
import { JANTRI_ROUTES } from '../routes';

// The login rules this side publishes with its routes (deploy.json); the shell applies them.
const routes: readonly RouteEntry[] = JANTRI_ROUTES;
const rule = (path: string) => routes.find((route) => route.path === path)?.login;

test('the wallet, game and ledger pages need a login; UpdateResult redirects (spec)', () => {
  expect(rule('/UpdateResult')).toBe('redirect');
  for (const path of [
    '/game',
    '/deposit/depositMoney',
    '/withdraw/withdrawHistory',
    '/hisabKitab',
    '/deleteClient',
    '/admin',
  ]) {
    expect(rule(path)).toBe('prompt');
  }
  expect(JANTRI_ROUTES.filter((route) => !('login' in route)).map((route) => route.path)).toEqual([
    '/RechargePlans',
    '/apk-nfo',
  ]);
});
