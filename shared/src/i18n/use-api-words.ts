import { use, useCallback } from 'react';
import { useSession } from '@bgmi/shared/host-api';
import { apiHindiPending, wordApiCode } from './api-wording';

type Words = { code: string; params?: Record<string, string> } | undefined;

/**
 * Words what the API stored in English with its code (a notification's title and body) in the
 * reader's language; suspends while the Hindi catalogue first loads.
 */
export function useApiWords(): (words: Words, english: string) => string {
  const language = useSession((state) => state.language);
  const pending = language === 'hi' ? apiHindiPending() : undefined;
  if (pending) use(pending);
  return useCallback(
    (words: Words, english: string) => wordApiCode(language, words, english),
    [language],
  );
}
