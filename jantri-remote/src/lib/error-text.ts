import { ApiError } from '@bgmi/shared';
import { currentLanguage } from '@bgmi/shared/i18n';
import { jantriT, wordMessage, type JantriKey } from './i18n';

/**
 * The server's message for a failed call, or the screen's own fallback words; a spec message is
 * shown in the reader's language.
 */
export function errorText(error: unknown, fallback: string): string {
  const t = (key: JantriKey) => jantriT(currentLanguage(), key);
  if (error instanceof ApiError && error.message) return wordMessage(t, error.message);
  if (error instanceof Error && error.message && !/fetch|network/i.test(error.message)) {
    return wordMessage(t, error.message);
  }
  return wordMessage(t, fallback);
}

/** All ledger queries share this prefix, so a change can refresh every ledger view at once. */
export const LEDGER_KEY = ['jantri-ledger'] as const;
