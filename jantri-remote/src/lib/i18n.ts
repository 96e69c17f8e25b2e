import { defineCatalogue, type Translate } from '@bgmi/shared/i18n';
import en from '../locales/en.json';

/** The jantri side's shared words (components, lib, app) and the spec's messages: DESIGN section 9. */
export const { useT: useJantriT, t: jantriT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "jantri-hi" */ '../locales/hi.json'),
);

export type JantriKey = Extract<keyof typeof en, string>;

// The spec's messages (ledger, wallet, money) by their English words: a message the server sends
// in English is shown in the reader's language when it is one of them.
const BY_ENGLISH = new Map<string, JantriKey>();
for (const [key, text] of Object.entries(en)) {
  if (/^(ledger|wallet|money|bet)\./.test(key)) BY_ENGLISH.set(text, key as JantriKey);
}

/** A spec message (or the server's English message) in the reader's language. */
export function wordMessage(t: Translate<JantriKey>, message: string): string {
  const key = BY_ENGLISH.get(message);
  return key ? t(key) : message;
}

/** A bet record's type (jodi, hruf, andar...) in the reader's words; an unknown one as stored. */
export function wordBetType(t: Translate<JantriKey>, type: string): string {
  const key = `betType.${type}`;
  return key in en ? t(key as JantriKey) : type;
}
