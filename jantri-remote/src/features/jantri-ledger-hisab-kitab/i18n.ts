import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** Hisab kitab's words. */
export const { useT: useHisabKitabT, t: hisabKitabT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "jantri-ledger-hisab-kitab-hi" */ './locales/hi.json'),
);
