import { use, useCallback } from 'react';
import { useSession } from '@bgmi/shared/host-api';
import { apiHindiPending, wordApiCode } from './api-wording';
import { SETTLED } from './catalogue';

type Words = { code: string; params?: Record<string, string> } | undefined;

/**
 * Words what the API stored in English with its code (a notification's title and body) in the
 * reader's language; suspends while the Hindi catalogue first loads.
 */
export function useApiWords(): (words: Words, english: string) => string {
  const language = useSession((state) => state.language);
  const pending = language === 'hi' ? apiHindiPending() : undefined;
  // On every render, settled once the words are there: only `use` moves React's replay of a
  // first render that waited for them on to mounting the hooks after it (else React error 467).
  use(pending ?? SETTLED);
  return useCallback(
    (words: Words, english: string) => wordApiCode(language, words, english),
    [language],
  );
}

/**
 * Words a message of the contract (`PROFILE_MESSAGES.updated`...) by its code in the API
 * catalogue: `say('profile.updated', PROFILE_MESSAGES.updated)`; English is the constant itself.
 */
export function useMessageWords(): (code: string, english: string) => string {
  const word = useApiWords();
  return useCallback((code: string, english: string) => word({ code }, english), [word]);
}
