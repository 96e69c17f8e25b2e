// Frozen copy of ../../numbers.ts before the speed work (issue 11): the golden test compares against it.
/**
 * Number helpers of the jantri side (DESIGN section 5): the 00-99 jodi labels, the 0-9 haruf
 * digits, Hindi (Devanagari) digits read as digits, and "100 means 00".
 */

/** "00".."99", the order of every grid. */
export const JODI_LABELS: readonly string[] = Array.from({ length: 100 }, (_, n) =>
  String(n).padStart(2, '0'),
);

/** "0".."9", the order of the A.H / B.H rows. */
export const DIGIT_LABELS: readonly string[] = Array.from({ length: 10 }, (_, n) => String(n));

const DEVANAGARI_ZERO = 0x0966;

/** Replaces Devanagari digits (०-९) with ASCII ones, so pasted Hindi text reads as numbers. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (ch) => String(ch.charCodeAt(0) - DEVANAGARI_ZERO));
}

/** A written jodi ("5", "05", "45", "100") as its 00-99 index, or null when it is not one. */
export function jodiIndex(written: string): number | null {
  if (!/^\d{1,3}$/.test(written)) return null;
  const value = Number(written);
  if (value > 100) return null;
  if (written.length === 3 && value !== 100) return null;
  return value % 100;
}

/**
 * A declared result as the winning jodi index: 1-100 and 00 are numbers (100 means 00);
 * anything else (such as WIN) is null and settles nothing.
 */
export function resultJodi(result: string): number | null {
  const text = toAsciiDigits(result.trim());
  if (!/^\d{1,3}$/.test(text)) return null;
  const value = Number(text);
  return value > 100 ? null : value % 100;
}

/** Today's date (YYYY-MM-DD) in India, the day the operators work in. */
export function todayInIndia(now: Date = new Date()): string {
  const shifted = new Date(now.getTime() + 330 * 60_000);
  return shifted.toISOString().slice(0, 10);
}

/** Paise as a rupee text without trailing zeros: 8000 -> "80", 8050 -> "80.5". */
export function rupeeText(paise: number): string {
  return String(Math.round(paise) / 100);
}
