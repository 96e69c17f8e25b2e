import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** Update result's words. */
export const { useT: useUpdateResultT, t: updateResultT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "jantri-ledger-update-result-hi" */ './locales/hi.json'),
);
