import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** Deposit's words (and the support chat texts). */
export const { useT: useDepositT, t: depositT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "wallet-deposit-hi" */ './locales/hi.json'),
);
