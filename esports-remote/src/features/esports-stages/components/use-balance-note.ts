import { useCallback } from 'react';
import type { ScheduleBalance } from '@bgmi/shared/day-and-money';
import { useSession } from '@bgmi/shared/host-api';
import { useApiWords } from '@bgmi/shared/i18n';

/**
 * A schedule's balance note in the reader's language (issue 23): its sentences by code from the
 * API catalogue; in English, or for a stage scheduled before the codes, the server's own note.
 */
export function useBalanceNote(): (balance: ScheduleBalance) => string {
  const word = useApiWords();
  const language = useSession((state) => state.language);
  return useCallback(
    (balance: ScheduleBalance) => {
      const parts = language === 'hi' ? (balance.words ?? []).map((w) => word(w, '')) : [];
      return parts.length && parts.every(Boolean) ? parts.join(' ') : word(undefined, balance.note);
    },
    [word, language],
  );
}
