import englishWords from '@bgmi/shared/api-messages/en.json';
import hindiWords from '@bgmi/shared/api-messages/hi.json';
import { translate, type MessageValues } from '@bgmi/shared/message-format';

export type ApiLanguage = 'en' | 'hi';

/**
 * The API catalogue (shared/src/i18n/api-messages) for what the server words in its reader's
 * language itself: images and exported files (DESIGN section 9).
 */
export const API_WORDS = { en: englishWords, hi: hindiWords } as Record<
  ApiLanguage,
  Record<string, string>
>;

/** A catalogue entry in a language (English where Hindi lacks it). */
export function apiWord(language: ApiLanguage, key: string, values?: MessageValues): string {
  return translate(API_WORDS, language, key, values);
}
