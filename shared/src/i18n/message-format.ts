import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { localeOf, type Language } from './language';

/**
 * One catalogue message: ICU MessageFormat text, or (in a production build) the syntax tree the
 * build compiled it to (scripts/webpack/messages-loader.cjs), so the page never ships the ICU
 * parser. A message without arguments stays a plain string either way.
 */
export type Message = string | MessageFormatElement[];
export type Messages = Record<string, Message>;
export type MessageValues = Record<string, string | number | Date | null | undefined>;

const formatters = new Map<Message, Map<Language, IntlMessageFormat>>();

function formatterOf(message: Message, language: Language): IntlMessageFormat {
  let byLanguage = formatters.get(message);
  if (!byLanguage) formatters.set(message, (byLanguage = new Map()));
  let formatter = byLanguage.get(language);
  if (!formatter) {
    formatter = new IntlMessageFormat(message, localeOf(language));
    byLanguage.set(language, formatter);
  }
  return formatter;
}

/** Words a message in a language with its values (plurals, numbers and dates for India). */
export function formatMessage(
  message: Message,
  language: Language,
  values?: MessageValues,
): string {
  if (typeof message === 'string' && !message.includes('{')) return message;
  const result = formatterOf(message, language).format(values as Record<string, string>);
  return Array.isArray(result) ? result.join('') : String(result);
}

/** Marks catalogue text in the pseudo-locale, so a test can tell it from text typed in code. */
export function pseudo(text: string): string {
  return `⟦${text}⟧`;
}

/**
 * A catalogue lookup: the message in the language, else English (a `hi` catalogue that lacks a
 * key fails a test, but a reader still gets words, never a key).
 */
export function translate(
  catalogues: { en: Messages; hi?: Messages },
  language: Language,
  key: string,
  values?: MessageValues,
): string {
  const own = language === 'hi' ? catalogues.hi?.[key] : undefined;
  const message = own ?? catalogues.en[key];
  if (message === undefined) return key;
  const text = formatMessage(
    message,
    own === undefined && language === 'hi' ? 'en' : language,
    values,
  );
  return language === 'pseudo' ? pseudo(text) : text;
}
