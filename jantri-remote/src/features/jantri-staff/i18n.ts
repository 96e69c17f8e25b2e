import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** The staff pages' words (operator's staff page and the staff desk). */
export const { useT: useStaffT, t: staffT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "jantri-staff-hi" */ './locales/hi.json'),
);
