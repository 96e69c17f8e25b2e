import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** The client pages' words. */
export const { useT: useClientsT, t: clientsT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "jantri-ledger-clients-hi" */ './locales/hi.json'),
);
