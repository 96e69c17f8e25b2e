import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** The admin page's words. */
export const { useT: useAdminT, t: adminT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "admin-hi" */ './locales/hi.json'),
);
