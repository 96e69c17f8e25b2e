import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** LainDain's words. */
export const { useT: useLainDainT, t: lainDainT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "jantri-ledger-lain-dain-hi" */ './locales/hi.json'),
);
