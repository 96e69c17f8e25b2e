import { lazy, type ComponentType } from 'react';
import type { EsportsPageKey } from '@bgmi/shared';

/** A page not built yet renders its spec title (see PlaceholderPage). */
const placeholder = (page: string) =>
  lazy(async () => {
    const { PlaceholderPage } = await import('./components/placeholder-page');
    return { default: () => <PlaceholderPage page={page} /> };
  });

/**
 * Every page of the esports side by its route-table key. Each is its own chunk, loaded when its
 * route is first shown. The shell renders these inside its own router; mount() inside ours.
 */
export const pages: Record<EsportsPageKey, ComponentType> = {
  'home': placeholder('home'),
  'services': placeholder('services'),
  'blogs': placeholder('blogs'),
  'tournaments': placeholder('tournaments'),
  'scrims-tournaments': placeholder('scrims-tournaments'),
  'team-matching': placeholder('team-matching'),
  'training': placeholder('training'),
  'scrims': placeholder('scrims'),
  'lan-events': placeholder('lan-events'),
  'terms': placeholder('terms'),
};

export default pages;
