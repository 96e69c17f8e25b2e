import type { RouteEntry } from '@bgmi/shared';

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
    title: 'Game Page - Place Bets and View Results',
    login: 'prompt',
  },
  {
    path: '/gameCutting',
    side: 'jantri',
    page: 'game-cutting',
    title: 'Jantri Cutting',
    login: 'prompt',
  },
  { path: '/cutpage', side: 'jantri', page: 'cut-page', title: 'Cutting Results', login: 'prompt' },
  {
    path: '/deposit/depositMoney',
    side: 'jantri',
    page: 'deposit-money',
    title: 'Deposit Money',
    login: 'prompt',
  },
  {
    path: '/deposit/depositHistory',
    side: 'jantri',
    page: 'deposit-history',
    title: 'Deposit History',
    login: 'prompt',
  },
  {
    path: '/withdraw/withdrawMoney',
    side: 'jantri',
    page: 'withdraw-money',
    title: 'Withdraw Funds',
    login: 'prompt',
  },
  {
    path: '/withdraw/withdrawHistory',
    side: 'jantri',
    page: 'withdraw-history',
    title: 'Withdraw History',
    login: 'prompt',
  },
  { path: '/AddClient', side: 'jantri', page: 'add-client', title: 'Add Client', login: 'prompt' },
  { path: '/add-client', side: 'jantri', page: 'add-client', title: 'Add Client', login: 'prompt' },
  {
    path: '/EditClient',
    side: 'jantri',
    page: 'edit-client',
    title: 'Edit Client',
    login: 'prompt',
  },
  { path: '/AddGame', side: 'jantri', page: 'add-game', title: 'Add Game', login: 'prompt' },
  {
    path: '/DeleteJantri',
    side: 'jantri',
    page: 'delete-jantri',
    title: 'Delete Jantri',
    login: 'prompt',
  },
  {
    path: '/deleteGame',
    side: 'jantri',
    page: 'delete-game',
    title: 'Delete Game',
    login: 'prompt',
  },
  {
    path: '/deleteClient',
    side: 'jantri',
    page: 'delete-client',
    title: 'Delete Client',
    login: 'prompt',
  },
  { path: '/RechargePlans', side: 'jantri', page: 'recharge-plans', title: 'Recharge Plans' },
  {
    path: '/helpSupport',
    side: 'jantri',
    page: 'help-support',
    title: 'Help & Support',
    login: 'prompt',
  },
  {
    path: '/betHistory',
    side: 'jantri',
    page: 'bet-history',
    title: 'Jantri History',
    login: 'prompt',
  },
  {
    path: '/hisabKitab',
    side: 'jantri',
    page: 'hisab-kitab',
    title: 'Hisab Kitab',
    login: 'prompt',
  },
  {
    path: '/UpdateResult',
    side: 'jantri',
    page: 'update-result',
    title: 'Update Result',
    login: 'redirect',
  },
  { path: '/laserBook', side: 'jantri', page: 'laser-book', title: 'Laser Book', login: 'prompt' },
  {
    path: '/userBetsAndRevert',
    side: 'jantri',
    page: 'bets-and-revert',
    title: 'Jantri Bet History',
    login: 'prompt',
  },
  { path: '/lainDain', side: 'jantri', page: 'lain-dain', title: 'Lain Dain', login: 'prompt' },
  { path: '/apk-nfo', side: 'jantri', page: 'apk-info', title: 'Jantri APK Info' },
  // DESIGN section 8: responsible play (real money mode) and the admin page (admins only).
  {
    path: '/limits',
    side: 'jantri',
    page: 'limits',
    title: 'Limits and self-exclusion',
    login: 'prompt',
  },
  { path: '/admin', side: 'jantri', page: 'admin', title: 'Admin', login: 'prompt' },
  // Staff of a jantri book (DESIGN section 5, issue 27): the operator's page and the staff desk.
  { path: '/jantri-staff', side: 'jantri', page: 'staff', title: 'Staff', login: 'prompt' },
  {
    path: '/jantri-staff/desk',
    side: 'jantri',
    page: 'staff-desk',
    title: 'Staff desk',
    login: 'prompt',
  },
] as const satisfies readonly RouteEntry[];

export type JantriPageKey = (typeof JANTRI_ROUTES)[number]['page'];
