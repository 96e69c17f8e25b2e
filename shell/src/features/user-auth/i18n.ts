import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** The auth feature's words (DESIGN section 9): loaded with the feature, not the first page. */
export const { useT: useAuthT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "user-auth-hi" */ './locales/hi.json'),
);
