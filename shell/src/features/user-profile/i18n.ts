import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** The profile feature's words (DESIGN section 9): loaded with the feature, not the first page. */
export const { useT: useProfileT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "user-profile-hi" */ './locales/hi.json'),
);
