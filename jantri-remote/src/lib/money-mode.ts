import { formatRupees, getRuntimeConfig } from '@bgmi/shared';
import { type MoneyMode } from '@bgmi/shared/day-and-money';

/** The deployment's money mode from /runtime-config.json (DESIGN section 8); demo when absent. */
export function moneyMode(): MoneyMode {
  return getRuntimeConfig().moneyMode ?? 'demo';
}

/** An amount as the mode shows it: demo amounts are never rupees. */
export function moneyAmount(rupees: number, mode: MoneyMode = moneyMode()): string {
  if (mode === 'demo') return `${rupees.toLocaleString('en-IN')} demo credits`;
  return formatRupees(rupees);
}
