import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** Responsible play's words. */
export const { useT: useResponsiblePlayT, t: responsiblePlayT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "money-controls-hi" */ './locales/hi.json'),
);
