import { defineCatalogue, type Translate } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** Bet entry's words, and the wording of the parser's readings (reading-words.ts). */
export const { useT: useBetEntryT, t: betEntryT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "jantri-ledger-bet-entry-hi" */ './locales/hi.json'),
);

export type BetEntryKey = Extract<keyof typeof en, string>;
export type BetEntryT = Translate<BetEntryKey>;
