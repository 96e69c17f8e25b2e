import { API_WORDS, type ApiLanguage } from '../lib/api-words';

export type CsvLanguage = ApiLanguage;

/**
 * The words of an exported file in its reader's language (DESIGN section 9): headers and the
 * few words in its cells (TOTAL, lain/dain, receive/pay), from the API catalogue's `csv.*`
 * entries. English keeps the file as it always was; a word without an entry stays as it is.
 */
export function csvWords(language: CsvLanguage = 'en'): (word: string) => string {
  const own = API_WORDS[language];
  return (word) => own[`csv.${word}`] ?? word;
}
