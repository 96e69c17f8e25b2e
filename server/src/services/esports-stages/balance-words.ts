import type { ApiWords, ScheduleBalance } from '@bgmi/shared/server';
import { apiWord } from '../../lib/api-words';

/** One sentence of a balance note by its code (shared/src/i18n/api-messages, `stage-balance.*`). */
export function balanceWords(code: string, params?: Record<string, number | string>): ApiWords {
  const text = params && Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return text ? { code: `stage-balance.${code}`, params: text } : { code: `stage-balance.${code}` };
}

/**
 * A schedule's balance report (issue 23): its sentences by code, which a client words in its
 * reader's language, and the English note they make, for API readers and old clients.
 */
export function balanceReport(
  balanced: boolean,
  min: number,
  max: number,
  words: ApiWords[],
): ScheduleBalance {
  const note = words.map((w) => apiWord('en', w.code, w.params)).join(' ');
  return { balanced, min_meetings: min, max_meetings: max, note, words };
}
