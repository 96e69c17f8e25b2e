import type { RouteEntry } from '@bgmi/shared';

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
    title: 'Home',
    nav: { label: 'Home', place: 'header', order: 10 },
  },
  {
    path: '/services',
    side: 'esports',
    page: 'services',
    title: 'Our Services',
    nav: { label: 'Training', place: 'header', order: 20 },
  },
  {
    path: '/blogs',
    side: 'esports',
    page: 'blogs',
    title: 'Esports Insights',
    nav: { label: 'Blogs', place: 'header', order: 60 },
  },
  {
    path: '/tournaments',
    side: 'esports',
    page: 'tournaments',
    title: 'Pro Tournaments',
    nav: { label: 'Pro Tournaments', place: 'header', order: 30 },
  },
  {
    path: '/tournamentsSCRIMS',
    side: 'esports',
    page: 'scrims-tournaments',
    title: 'Daily Scrims',
    nav: { label: 'Daily Scrims', place: 'header', order: 40 },
  },
  {
    path: '/team-matching',
    side: 'esports',
    page: 'team-matching',
    title: 'Team Match',
    login: 'prompt',
    nav: { label: 'Team Matching', place: 'header', order: 50 },
  },
  { path: '/training', side: 'esports', page: 'training', title: 'Professional Training' },
  { path: '/scrims', side: 'esports', page: 'scrims', title: 'Scrims' },
  {
    path: '/lan-events',
    side: 'esports',
    page: 'lan-events',
    title: 'LAN Events',
    nav: { label: 'LAN Events', place: 'header', order: 80 },
  },
  {
    path: '/terms',
    side: 'esports',
    page: 'terms',
    title: 'Terms and Conditions',
    nav: { label: 'Terms', place: 'header', order: 70 },
  },
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

export type EsportsPageKey = (typeof ESPORTS_ROUTES)[number]['page'];
