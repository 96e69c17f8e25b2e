import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** Bets and revert's words. */
export const { useT: useBetsAndRevertT, t: betsAndRevertT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "jantri-ledger-bets-and-revert-hi" */ './locales/hi.json'),
);
