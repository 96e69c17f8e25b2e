import type { RouteEntry } from '@bgmi/shared';
import en from './locales/routes/en.json';
import hi from './locales/routes/hi.json';

/** A route's title in both languages (the shell shows the reader's; DESIGN section 9). */
const title = (page: keyof typeof en extends `title.${infer P}` ? P : never) => ({
  en: en[`title.${page}`],
  hi: hi[`title.${page}`],
});

/**
 * Every route of the jantri side (spec section 2): path, page key, title, login rule. The build
 * publishes this table beside its mf-manifest.json (deploy.json); the shell builds its router
 * from it at run time.
 */
export const JANTRI_ROUTES = [
  {
    path: '/game',
    side: 'jantri',
    page: 'game',
    title: title('game'),
    login: 'prompt',
  },
  {
    path: '/gameCutting',
    side: 'jantri',
    page: 'game-cutting',
    title: title('game-cutting'),
    login: 'prompt',
  },
  { path: '/cutpage', side: 'jantri', page: 'cut-page', title: title('cut-page'), login: 'prompt' },
  {
    path: '/deposit/depositMoney',
    side: 'jantri',
    page: 'deposit-money',
    title: title('deposit-money'),
    login: 'prompt',
  },
  {
    path: '/deposit/depositHistory',
    side: 'jantri',
    page: 'deposit-history',
    title: title('deposit-history'),
    login: 'prompt',
  },
  {
    path: '/withdraw/withdrawMoney',
    side: 'jantri',
    page: 'withdraw-money',
    title: title('withdraw-money'),
    login: 'prompt',
  },
  {
    path: '/withdraw/withdrawHistory',
    side: 'jantri',
    page: 'withdraw-history',
    title: title('withdraw-history'),
    login: 'prompt',
  },
  {
    path: '/AddClient',
    side: 'jantri',
    page: 'add-client',
    title: title('add-client'),
    login: 'prompt',
  },
  {
    path: '/add-client',
    side: 'jantri',
    page: 'add-client',
    title: title('add-client'),
    login: 'prompt',
  },
  {
    path: '/EditClient',
    side: 'jantri',
    page: 'edit-client',
    title: title('edit-client'),
    login: 'prompt',
  },
  { path: '/AddGame', side: 'jantri', page: 'add-game', title: title('add-game'), login: 'prompt' },
  {
    path: '/DeleteJantri',
    side: 'jantri',
    page: 'delete-jantri',
    title: title('delete-jantri'),
    login: 'prompt',
  },
  {
    path: '/deleteGame',
    side: 'jantri',
    page: 'delete-game',
    title: title('delete-game'),
    login: 'prompt',
  },
  {
    path: '/deleteClient',
    side: 'jantri',
    page: 'delete-client',
    title: title('delete-client'),
    login: 'prompt',
  },
  {
    path: '/RechargePlans',
    side: 'jantri',
    page: 'recharge-plans',
    title: title('recharge-plans'),
  },
  {
    path: '/helpSupport',
    side: 'jantri',
    page: 'help-support',
    title: title('help-support'),
    login: 'prompt',
  },
  {
    path: '/betHistory',
    side: 'jantri',
    page: 'bet-history',
    title: title('bet-history'),
    login: 'prompt',
  },
  {
    path: '/hisabKitab',
    side: 'jantri',
    page: 'hisab-kitab',
    title: title('hisab-kitab'),
    login: 'prompt',
  },
  {
    path: '/UpdateResult',
    side: 'jantri',
    page: 'update-result',
    title: title('update-result'),
    login: 'redirect',
  },
  {
    path: '/laserBook',
    side: 'jantri',
    page: 'laser-book',
    title: title('laser-book'),
    login: 'prompt',
  },
  {
    path: '/userBetsAndRevert',
    side: 'jantri',
    page: 'bets-and-revert',
    title: title('bets-and-revert'),
    login: 'prompt',
  },
  {
    path: '/lainDain',
    side: 'jantri',
    page: 'lain-dain',
    title: title('lain-dain'),
    login: 'prompt',
  },
  { path: '/apk-nfo', side: 'jantri', page: 'apk-info', title: title('apk-info') },
  // DESIGN section 8: responsible play (real money mode) and the admin page (admins only).
  {
    path: '/limits',
    side: 'jantri',
    page: 'limits',
    title: title('limits'),
    login: 'prompt',
  },
  { path: '/admin', side: 'jantri', page: 'admin', title: title('admin'), login: 'prompt' },
  // Issue 27: the upper broker (upper operators, passes, each layer's hisab).
  { path: '/uppers', side: 'jantri', page: 'uppers', title: title('uppers'), login: 'prompt' },
  {
    path: '/upperSend',
    side: 'jantri',
    page: 'upper-send',
    title: title('upper-send'),
    login: 'prompt',
  },
  {
    path: '/upperPasses',
    side: 'jantri',
    page: 'upper-passes',
    title: title('upper-passes'),
    login: 'prompt',
  },
  {
    path: '/upperHisab',
    side: 'jantri',
    page: 'upper-hisab',
    title: title('upper-hisab'),
    login: 'prompt',
  },
  // Staff of a jantri book (DESIGN section 5, issue 27): the operator's page and the staff desk.
  { path: '/jantri-staff', side: 'jantri', page: 'staff', title: title('staff'), login: 'prompt' },
  {
    path: '/jantri-staff/desk',
    side: 'jantri',
    page: 'staff-desk',
    title: title('staff-desk'),
    login: 'prompt',
  },
] as const satisfies readonly RouteEntry[];

export type JantriPageKey = (typeof JANTRI_ROUTES)[number]['page'];
