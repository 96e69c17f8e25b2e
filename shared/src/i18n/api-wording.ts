import { currentLanguage, registerCatalogueLoader } from './current-language';
import { formatMessage, pseudo, type Messages } from './message-format';

/**
 * The API's messages in the reader's language (DESIGN section 9): the server words every answer
 * in English and sends the message's stable code and values beside it; a Hindi reader's client
 * words it from the Hindi catalogue (loaded the first time one is needed, never on an English
 * page: the English words are the server's own).
 */
let hindi: Messages | undefined;
let loading: Promise<void> | undefined;

function loadHindi(): Promise<void> {
  loading ??= import(/* webpackChunkName: "api-messages-hi" */ './api-messages/hi.json').then(
    (module) => {
      hindi = ((module as { default?: Messages }).default ?? module) as Messages;
    },
    () => {
      loading = undefined; // offline: English this time, asked again next time
    },
  );
  return loading;
}

registerCatalogueLoader((language) => (language === 'hi' && !hindi ? loadHindi() : undefined));

export interface WordedAnswer {
  message?: unknown;
  code?: unknown;
  params?: unknown;
}

/** The answer's message in the page's language, or undefined to show the server's own. */
export async function wordApiMessage(answer: WordedAnswer | null): Promise<string | undefined> {
  const language = currentLanguage();
  if (!answer || language === 'en' || typeof answer.code !== 'string') return undefined;
  if (language === 'pseudo') {
    return typeof answer.message === 'string' ? pseudo(answer.message) : undefined;
  }
  if (!hindi) await loadHindi();
  const message = hindi?.[answer.code];
  if (message === undefined) return undefined;
  const params = (answer.params ?? undefined) as Record<string, string> | undefined;
  return formatMessage(message, 'hi', params);
}

/** The Hindi API catalogue's load while it is missing, for a render to wait on (React `use`). */
export function apiHindiPending(): Promise<void> | undefined {
  return hindi ? undefined : loadHindi();
}

/** Words a code in a language now (English, or a code the catalogue lacks: the fallback). */
export function wordApiCode(
  language: string,
  words: { code: string; params?: Record<string, string> } | undefined,
  fallback: string,
): string {
  if (language === 'pseudo') return pseudo(fallback);
  if (language !== 'hi' || !words) return fallback;
  const message = hindi?.[words.code];
  return message === undefined ? fallback : formatMessage(message, 'hi', words.params);
}
