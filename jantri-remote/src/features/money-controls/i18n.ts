import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** Responsible play's words. */
export const { useT: useResponsiblePlayT, t: responsiblePlayT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "responsible-play-hi" */ './locales/hi.json'),
);
