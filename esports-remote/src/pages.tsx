import type { EsportsPageKey } from './routes';
import { remotePages } from '@bgmi/shared/page-prefetch';
import { loadSchemaLibrary } from '@bgmi/shared/schema-library';

export { prefetchPage } from './app/page-prefetch';

/** The pages whose chunks build no schema: they need not wait for the schema library. */
const WITHOUT_SCHEMAS: ReadonlySet<EsportsPageKey> = new Set([
  'home',
  'training',
  'scrims',
  'lan-events',
  'terms',
]);

/**
 * Each page's chunk by its route-table key, loaded when its route is first shown (or hinted); a
 * page that builds schemas starts the schema library first, in a task of its own.
 */
const { pages, loadPage } = remotePages<EsportsPageKey>(
  {
    home: () => import('./features/esports-events-home/components/home-page'),
    services: () => import('./features/esports-events-services/components/services-page'),
    blogs: () => import('./features/esports-events-blogs/components/blogs-page'),
    tournaments: () => import('./features/esports-events-tournaments/components/tournaments-page'),
    'scrims-tournaments': () =>
      import('./features/esports-events-tournaments/components/scrims-tournaments-page'),
    'team-matching': () => import('./app/team-matching/team-matching-page'),
    training: () => import('./features/esports-events-static-pages/components/training-page'),
    scrims: () => import('./features/esports-events-static-pages/components/scrims-page'),
    'lan-events': () => import('./features/esports-events-static-pages/components/lan-events-page'),
    terms: () => import('./features/esports-events-static-pages/components/terms-page'),
    organizer: () => import('./features/scrim-day-organizer/components/organizer-page'),
    'event-day': () => import('./features/scrim-day/components/event-day-page'),
    'points-table': () => import('./features/scrim-day-points-table/components/points-table-page'),
    stages: () => import('./features/esports-stages/components/stages-page'),
    'stage-console': () => import('./features/esports-stages/components/stage-console-page'),
    'stage-overlay': () => import('./features/esports-stages/components/stage-overlay-page'),
  },
  { before: (page) => (WITHOUT_SCHEMAS.has(page) ? undefined : loadSchemaLibrary()) },
);

/**
 * Every page of the side by its route-table key, lazy: the shell renders these inside its own
 * router (through loadPage when it can); mount() inside ours.
 */
export { pages, loadPage };

export default pages;
