import { formatRupees, getRuntimeConfig } from '@bgmi/shared';
import { type MoneyMode } from '@bgmi/shared/day-and-money';
import { currentLanguage, formatNumber } from '@bgmi/shared/i18n';
import { jantriT } from './i18n';

/** The deployment's money mode from /runtime-config.json (DESIGN section 8); demo when absent. */
export function moneyMode(): MoneyMode {
  return getRuntimeConfig().moneyMode ?? 'demo';
}

/** An amount as the mode shows it (in the page's language): demo amounts are never rupees. */
export function moneyAmount(rupees: number, mode: MoneyMode = moneyMode()): string {
  if (mode === 'demo') {
    const language = currentLanguage();
    return jantriT(language, 'money.demoAmount', { amount: formatNumber(rupees, language) });
  }
  return formatRupees(rupees);
}
