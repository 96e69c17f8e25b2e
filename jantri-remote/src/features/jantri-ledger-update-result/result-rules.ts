import { LEDGER_MESSAGES, toAsciiDigits } from '@bgmi/shared';

/** The spec's checks of the result form, in order; null when it may be sent. */
export function resultProblem(game: string, result: string): string | null {
  if (!game || !result.trim()) return LEDGER_MESSAGES.selectGameAndResult;
  const digits = toAsciiDigits(result.trim());
  if (/^\d+$/.test(digits) && Number(digits) > 100) return LEDGER_MESSAGES.resultTooBig;
  return null;
}

/** A numeric nonzero result shows the number; anything else shows a cross. */
export function shownResult(result: string): string | null {
  const value = Number(toAsciiDigits(result.trim()));
  return result.trim() !== '' && Number.isFinite(value) && value !== 0 ? result.trim() : null;
}
