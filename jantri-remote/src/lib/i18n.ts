import { defineCatalogue, type Translate } from '@bgmi/shared/i18n';
import en from '../locales/en.json';

/** The jantri side's shared words (components, lib, app): DESIGN section 9. The spec's messages
 * have their one home in the API catalogue (lib/spec-words.ts). */
export const { useT: useJantriT, t: jantriT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "jantri-hi" */ '../locales/hi.json'),
);

type JantriKey = Extract<keyof typeof en, string>;

/** A bet record's type (jodi, hruf, andar...) in the reader's words; an unknown one as stored. */
export function wordBetType(t: Translate<JantriKey>, type: string): string {
  const key = `betType.${type}`;
  return key in en ? t(key as JantriKey) : type;
}
