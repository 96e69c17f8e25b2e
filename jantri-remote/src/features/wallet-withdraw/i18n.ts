import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** Withdraw's words. */
export const { useT: useWithdrawT, t: withdrawT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "wallet-withdraw-hi" */ './locales/hi.json'),
);
