import { defineCatalogue, type Translate } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** Cutting's words (the cut sheet's labels too: cut-sheet-words.ts). */
export const { useT: useCuttingT, t: cuttingT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "jantri-ledger-cutting-hi" */ './locales/hi.json'),
);

export type CuttingT = Translate<Extract<keyof typeof en, string>>;
