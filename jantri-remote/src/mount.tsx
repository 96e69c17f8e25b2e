import { JANTRI_ROUTES } from './routes';
import { createMount, type MountOptions } from '@bgmi/shared/standalone-app';
import { pages } from './pages';
import './styles/base.css';

export type { MountOptions };

/**
 * Mounts the jantri side alone into an element of any page (for integrators): its own React root,
 * its own router under `basename`, its own toasts. Returns a function that unmounts it.
 */
export const mount = createMount({
  routes: JANTRI_ROUTES,
  pages,
  className: 'jantri-standalone',
  // Alone, this side has no home page of its own: start at the game page.
  home: '/game',
});

export default mount;
