import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** Recharge plans' words. */
export const { useT: useRechargePlansT, t: rechargePlansT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "wallet-recharge-plans-hi" */ './locales/hi.json'),
);
