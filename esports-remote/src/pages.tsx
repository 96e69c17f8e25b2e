import { lazy, type ComponentType } from 'react';
import type { EsportsPageKey } from '@bgmi/shared';

export { prefetchPage } from './app/page-prefetch';

type PageModule = Promise<{ default: ComponentType }>;

/** Each page's chunk by its route-table key, loaded when its route is first shown (or hinted). */
const loaders: Record<EsportsPageKey, () => PageModule> = {
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
};

/**
 * Every page of the esports side by its route-table key, lazy. The shell renders these inside
 * its own router (through loadPage when it can); mount() inside ours.
 */
export const pages = {} as Record<EsportsPageKey, ComponentType>;
for (const key of Object.keys(loaders) as EsportsPageKey[]) pages[key] = lazy(loaders[key]);

/** A page's component once its chunk is there (the shell waits for it before it switches). */
export function loadPage(page: string): Promise<ComponentType | undefined> {
  const load = loaders[page as EsportsPageKey] as (() => PageModule) | undefined;
  return load ? load().then((module) => module.default) : Promise.resolve(undefined);
}

export default pages;
