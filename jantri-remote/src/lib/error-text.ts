import { ApiError } from '@bgmi/shared';
import { saySpec } from './spec-words';

/**
 * The server's message for a failed call, or the screen's own fallback words; a spec message is
 * shown in the reader's language.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return saySpec(error.message);
  if (error instanceof Error && error.message && !/fetch|network/i.test(error.message)) {
    return saySpec(error.message);
  }
  return saySpec(fallback);
}

/** All ledger queries share this prefix, so a change can refresh every ledger view at once. */
export const LEDGER_KEY = ['jantri-ledger'] as const;
