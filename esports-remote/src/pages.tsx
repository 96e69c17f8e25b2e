import { lazy, type ComponentType } from 'react';
import type { EsportsPageKey } from '@bgmi/shared';

/**
 * Every page of the esports side by its route-table key. Each is its own chunk, loaded when its
 * route is first shown. The shell renders these inside its own router; mount() inside ours.
 */
export const pages: Record<EsportsPageKey, ComponentType> = {
  home: lazy(() => import('./features/home/components/home-page')),
  services: lazy(() => import('./features/services/components/services-page')),
  blogs: lazy(() => import('./features/blogs/components/blogs-page')),
  tournaments: lazy(() => import('./features/tournaments/components/tournaments-page')),
  'scrims-tournaments': lazy(
    () => import('./features/tournaments/components/scrims-tournaments-page'),
  ),
  'team-matching': lazy(() => import('./app/team-matching/team-matching-page')),
  training: lazy(() => import('./features/static-pages/components/training-page')),
  scrims: lazy(() => import('./features/static-pages/components/scrims-page')),
  'lan-events': lazy(() => import('./features/static-pages/components/lan-events-page')),
  terms: lazy(() => import('./features/static-pages/components/terms-page')),
  organizer: lazy(() => import('./features/organizer/components/organizer-page')),
  'event-day': lazy(() => import('./features/event-day/components/event-day-page')),
  'points-table': lazy(() => import('./features/points-table/components/points-table-page')),
};

export default pages;
