import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** The game pages' words. */
export const { useT: useGamesT, t: gamesT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "jantri-ledger-games-hi" */ './locales/hi.json'),
);
