import type { IntlMessageFormat } from 'intl-messageformat';
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

// intl-messageformat words plurals, selects, numbers and dates. Most messages are text with
// `{name}` values, which need none of it, so the library loads only for a catalogue that has
// such a message (the page's first load carries none): `loadFormatter`, awaited by `useT`.
let Formatter: typeof IntlMessageFormat | undefined;
let formatterLoading: Promise<void> | undefined;

export function loadFormatter(): Promise<void> {
  formatterLoading ??= import(/* webpackChunkName: "message-format" */ 'intl-messageformat').then(
    (module) => {
      Formatter = module.IntlMessageFormat;
    },
  );
  return formatterLoading;
}

/** The formatter's load while a message needs it and it is not there yet. */
export function formatterPending(messages: Messages): Promise<void> | undefined {
  if (Formatter || !Object.values(messages).some(needsFormatter)) return undefined;
  return loadFormatter();
}

const LITERAL = 0;
const ARGUMENT = 1;

/** Whether a message needs intl-messageformat (more than text and `{name}` values). */
export function needsFormatter(message: Message): boolean {
  // Text (tests read catalogues as text): a `{name, plural|select|number|date ...}` argument or
  // ICU quoting ('{, '', '}); a lone apostrophe ("India's") is plain text in ICU too.
  if (typeof message === 'string') return /\{[^{}]*,|'[{}']/.test(message);
  return message.some((element) => element.type !== LITERAL && element.type !== ARGUMENT);
}

/** Text with `{name}` values: `Hello {name}` -> `Hello Neo`. */
function simpleFormat(message: Message, values: MessageValues = {}): string {
  const value = (name: string) => {
    const given = values[name];
    return given === null || given === undefined ? '' : String(given);
  };
  if (typeof message === 'string') return message.replace(/\{(\w+)\}/g, (_, name) => value(name));
  return message
    .map((el) => (el.type === LITERAL ? el.value : 'value' in el ? value(String(el.value)) : ''))
    .join('');
}

const formatters = new Map<Message, Map<Language, IntlMessageFormat>>();

function formatterOf(message: Message, language: Language): IntlMessageFormat {
  if (!Formatter) throw new Error('intl-messageformat is not loaded: await loadFormatter()');
  let byLanguage = formatters.get(message);
  if (!byLanguage) formatters.set(message, (byLanguage = new Map()));
  let formatter = byLanguage.get(language);
  if (!formatter) {
    formatter = new Formatter(message, localeOf(language));
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
  if (!needsFormatter(message)) return simpleFormat(message, values);
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
