import { ESPORTS_ROUTES } from './routes';
import { createMount, type MountOptions } from '@bgmi/shared/standalone-app';
import { pages } from './pages';
import './styles/base.css';

export type { MountOptions };

/**
 * Mounts the esports side alone into an element of any page (for integrators): its own React root,
 * its own router under `basename`, its own toasts. Returns a function that unmounts it.
 */
export const mount = createMount({
  routes: ESPORTS_ROUTES,
  pages,
  className: 'esports-standalone',
});

export default mount;
