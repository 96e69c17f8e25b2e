import { defineCatalogue } from '@bgmi/shared/i18n';
import en from '../locales/en.json';

/** The shell's own words (header, footer, login, profile, notifications): DESIGN section 9. */
export const { useT: useShellT, t: shellT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "shell-hi" */ '../locales/hi.json'),
);
