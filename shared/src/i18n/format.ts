import { currentLanguage } from './current-language';
import { localeOf, type Language } from './language';
import { numberFormat, relativeTimeFormat } from './intl-formatters';

/**
 * Numbers and times for India in the reader's language (DESIGN section 9): lakh and crore
 * grouping (₹1,00,000) in both, Latin digits (as Indian apps and operators' books write them).
 */
export function formatNumber(value: number, language: Language = currentLanguage()): string {
  return numberFormat(localeOf(language), { maximumFractionDigits: 2 }).format(value);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "5 minutes ago" / "5 मिनट पहले", "in 2 hours" / "2 घंटे में". */
export function formatRelativeTime(
  when: string | Date,
  language: Language = currentLanguage(),
  now: number = Date.now(),
): string {
  const seconds = Math.round(
    ((when instanceof Date ? when : new Date(when)).getTime() - now) / 1000,
  );
  const format = relativeTimeFormat(localeOf(language), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return format.format(Math.trunc(seconds / size), unit);
    }
  }
  return format.format(0, 'second');
}

const DEVANAGARI_ZERO = 0x0966;

/** Devanagari digits (०-९) as ASCII digits: every typed number goes through this. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO));
}
