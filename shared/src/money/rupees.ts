import { currentLanguage } from '../i18n/current-language';
import { localeOf, type Language } from '../i18n/language';
import { numberFormat } from '../i18n/intl-formatters';
/**
 * Money is integer paise in the database and rupees (2 decimals) on the wire (DESIGN section 3).
 * These two functions are the only place the factor 100 appears.
 */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/**
 * ₹1,00,000.5 style text for display, grouped for India, in the page's language (the server
 * passes the reader's language for images and exports).
 */
export function formatRupees(
  rupees: number | null | undefined,
  language: Language = currentLanguage(),
): string {
  if (rupees === null || rupees === undefined || Number.isNaN(rupees)) return 'N/A';
  return numberFormat(localeOf(language), {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 2,
  }).format(rupees);
}
