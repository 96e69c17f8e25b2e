import type { EsportsPageKey } from './routes';
import { remotePages } from '@bgmi/shared/page-prefetch';

export { prefetchPage } from './app/page-prefetch';

/** Each page's chunk by its route-table key, loaded when its route is first shown (or hinted). */
const { pages, loadPage } = remotePages<EsportsPageKey>({
  home: () => import('./features/home/components/home-page'),
  services: () => import('./features/services/components/services-page'),
  blogs: () => import('./features/blogs/components/blogs-page'),
  tournaments: () => import('./features/tournaments/components/tournaments-page'),
  'scrims-tournaments': () => import('./features/tournaments/components/scrims-tournaments-page'),
  'team-matching': () => import('./app/team-matching/team-matching-page'),
  training: () => import('./features/static-pages/components/training-page'),
  scrims: () => import('./features/static-pages/components/scrims-page'),
  'lan-events': () => import('./features/static-pages/components/lan-events-page'),
  terms: () => import('./features/static-pages/components/terms-page'),
  organizer: () => import('./features/organizer/components/organizer-page'),
  'event-day': () => import('./features/event-day/components/event-day-page'),
  'points-table': () => import('./features/points-table/components/points-table-page'),
  stages: () => import('./features/stages/components/stages-page'),
  'stage-console': () => import('./features/stages/components/stage-console-page'),
  'stage-overlay': () => import('./features/stages/components/stage-overlay-page'),
});

/**
 * Every page of the side by its route-table key, lazy: the shell renders these inside its own
 * router (through loadPage when it can); mount() inside ours.
 */
export { pages, loadPage };

export default pages;
