import type { RouteEntry } from '@bgmi/shared';
// The route words apart from the side's other words: only deploy.json carries them.
import en from './locales/routes/en.json';
import hi from './locales/routes/hi.json';

type RouteWord = Extract<keyof typeof en, `route.${string}`>;
/** A title or nav label in both languages: the shell shows whichever the reader picks. */
const words = (key: RouteWord) => ({ en: en[key], hi: hi[key] });

/**
 * Every route of the esports side (spec section 2): path, page key, title, header link, login
 * rule. The build publishes this table beside its mf-manifest.json (deploy.json), and the shell
 * builds its router and header from it at run time: a new page or nav label ships with this
 * side's deploy alone.
 */
export const ESPORTS_ROUTES = [
  {
    path: '/',
    side: 'esports',
    page: 'home',
    title: words('route.home'),
    nav: { label: words('route.home'), place: 'header', order: 10 },
  },
  {
    path: '/services',
    side: 'esports',
    page: 'services',
    title: words('route.services'),
    nav: { label: words('route.training.nav'), place: 'header', order: 20 },
  },
  {
    path: '/blogs',
    side: 'esports',
    page: 'blogs',
    title: words('route.blogs'),
    nav: { label: words('route.blogs.nav'), place: 'header', order: 60 },
  },
  {
    path: '/tournaments',
    side: 'esports',
    page: 'tournaments',
    title: words('route.tournaments'),
    nav: { label: words('route.tournaments'), place: 'header', order: 30 },
  },
  {
    path: '/tournamentsSCRIMS',
    side: 'esports',
    page: 'scrims-tournaments',
    title: words('route.scrimsTournaments'),
    nav: { label: words('route.scrimsTournaments'), place: 'header', order: 40 },
  },
  {
    path: '/team-matching',
    side: 'esports',
    page: 'team-matching',
    title: words('route.teamMatching'),
    login: 'prompt',
    nav: { label: words('route.teamMatching.nav'), place: 'header', order: 50 },
  },
  { path: '/training', side: 'esports', page: 'training', title: words('route.training') },
  { path: '/scrims', side: 'esports', page: 'scrims', title: words('route.scrims') },
  {
    path: '/lan-events',
    side: 'esports',
    page: 'lan-events',
    title: words('route.lanEvents'),
    nav: { label: words('route.lanEvents'), place: 'header', order: 80 },
  },
  {
    path: '/terms',
    side: 'esports',
    page: 'terms',
    title: words('route.terms'),
    nav: { label: words('route.terms.nav'), place: 'header', order: 70 },
  },
  // The scrim day (DESIGN 7): organiser console (organisers and admins), event page, points table.
  { path: '/organizer', side: 'esports', page: 'organizer', title: words('route.organizer') },
  { path: '/events/:eventId', side: 'esports', page: 'event-day', title: words('route.event') },
  {
    path: '/events/:eventId/points-table',
    side: 'esports',
    page: 'points-table',
    title: words('route.pointsTable'),
  },
  // Multi-stage events (issue 22): public stages page, the organiser's stage console, and the
  // live table for streaming tools (no header or footer).
  {
    path: '/events/:eventId/stages',
    side: 'esports',
    page: 'stages',
    title: words('route.stages'),
  },
  {
    path: '/organizer/events/:eventId/stages',
    side: 'esports',
    page: 'stage-console',
    title: words('route.stageConsole'),
    login: 'prompt',
  },
  {
    path: '/overlay/stages/:stageId',
    side: 'esports',
    page: 'stage-overlay',
    title: words('route.stageOverlay'),
    layout: 'none',
  },
] as const satisfies readonly RouteEntry[];

export type EsportsPageKey = (typeof ESPORTS_ROUTES)[number]['page'];
