/**
 * Every route of the spec (esports section 2, jantri section 2) and which side renders it.
 * The shell builds its router from this table; each remote maps the `page` keys of its side to
 * components and exposes that map, so paths live in one place and the remotes own their pages.
 */
export type Side = 'shell' | 'esports' | 'jantri';

/**
 * How a page treats a visitor who is not logged in (the router applies it, see RequireLogin):
 * 'prompt' shows a way to log in in place of the page; 'redirect' toasts and goes to /login.
 */
export type LoginRule = 'prompt' | 'redirect';

export interface RouteEntry {
  path: string;
  side: Side;
  page: string;
  title: string;
  login?: LoginRule;
  /** 'none': the page alone, without the site's header and footer (streaming overlays). */
  layout?: 'none';
}

export const ESPORTS_ROUTES = [
  { path: '/', side: 'esports', page: 'home', title: 'Home' },
  { path: '/services', side: 'esports', page: 'services', title: 'Our Services' },
  { path: '/blogs', side: 'esports', page: 'blogs', title: 'Esports Insights' },
  { path: '/tournaments', side: 'esports', page: 'tournaments', title: 'Pro Tournaments' },
  {
    path: '/tournamentsSCRIMS',
    side: 'esports',
    page: 'scrims-tournaments',
    title: 'Daily Scrims',
  },
  {
    path: '/team-matching',
    side: 'esports',
    page: 'team-matching',
    title: 'Team Match',
    login: 'prompt',
  },
  { path: '/training', side: 'esports', page: 'training', title: 'Professional Training' },
  { path: '/scrims', side: 'esports', page: 'scrims', title: 'Scrims' },
  { path: '/lan-events', side: 'esports', page: 'lan-events', title: 'LAN Events' },
  { path: '/terms', side: 'esports', page: 'terms', title: 'Terms and Conditions' },
  // The scrim day (DESIGN 7): organiser console (organisers and admins), event page, points table.
  { path: '/organizer', side: 'esports', page: 'organizer', title: 'Organiser Console' },
  { path: '/events/:eventId', side: 'esports', page: 'event-day', title: 'Event' },
  {
    path: '/events/:eventId/points-table',
    side: 'esports',
    page: 'points-table',
    title: 'Points Table',
  },
  // Multi-stage events (issue 22): public stages page, the organiser's stage console, and the
  // live table for streaming tools (no header or footer).
  { path: '/events/:eventId/stages', side: 'esports', page: 'stages', title: 'Stages' },
  {
    path: '/organizer/events/:eventId/stages',
    side: 'esports',
    page: 'stage-console',
    title: 'Stage Console',
    login: 'prompt',
  },
  {
    path: '/overlay/stages/:stageId',
    side: 'esports',
    page: 'stage-overlay',
    title: 'Live Table',
    layout: 'none',
  },
] as const satisfies readonly RouteEntry[];

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
] as const satisfies readonly RouteEntry[];

export const SHELL_ROUTES = [
  { path: '/login', side: 'shell', page: 'login', title: 'Login / Sign Up' },
] as const satisfies readonly RouteEntry[];

export const ROUTE_TABLE: readonly RouteEntry[] = [
  ...SHELL_ROUTES,
  ...ESPORTS_ROUTES,
  ...JANTRI_ROUTES,
];

export type EsportsPageKey = (typeof ESPORTS_ROUTES)[number]['page'];
export type JantriPageKey = (typeof JANTRI_ROUTES)[number]['page'];
