import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** The notifications feature's words (DESIGN section 9): loaded with the feature, not the first page. */
export const { useT: useNotificationsT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "notifications-hi" */ './locales/hi.json'),
);
