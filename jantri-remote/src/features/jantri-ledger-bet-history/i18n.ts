import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** Jantri history's words. */
export const { useT: useBetHistoryT, t: betHistoryT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "jantri-ledger-bet-history-hi" */ './locales/hi.json'),
);
