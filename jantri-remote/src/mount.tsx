import { JANTRI_ROUTES } from './routes';
import { createMount, type MountOptions } from '@bgmi/shared/standalone-app';
import { isLanguage, switchLanguage } from '@bgmi/shared/i18n';
import { pages } from './pages';
import './styles/base.css';

export type { MountOptions };

const mountSide = createMount({
  routes: JANTRI_ROUTES,
  pages,
  className: 'jantri-standalone',
  // Alone, this side has no home page of its own: start at the game page.
  home: '/game',
});

/**
 * Mounts the jantri side alone into an element of any page (for integrators): its own React root,
 * its own router under `basename`, its own toasts; `language` ('en' or 'hi') sets the words of
 * its pages (DESIGN section 9). Returns a function that unmounts it.
 */
export function mount(element: HTMLElement, options: MountOptions = {}) {
  if (isLanguage(options.language)) void switchLanguage(options.language);
  return mountSide(element, options);
}

export default mount;
