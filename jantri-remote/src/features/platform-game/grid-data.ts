import type { BetSheet } from '@bgmi/shared/jantri-contract';

/** What the grid shows: amounts per number "00".."99", the A.H / B.H rows, and the totals. */
export interface GridData {
  jodi: Record<string, number>;
  andar: number[];
  bahar: number[];
  jodiTotal: number;
  haroofTotal: number;
  finalTotal: number;
}

export const NUMBERS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
export const DIGITS = Array.from({ length: 10 }, (_, d) => d);
const zeros = () => DIGITS.map(() => 0);

/** The client's sheet from bet-data-jantri. */
export function gridFromSheet(sheet: BetSheet): GridData {
  const jodi: Record<string, number> = {};
  for (const entry of sheet.updatedBetNumbers.details) {
    for (const [key, amount] of Object.entries(entry)) jodi[key.padStart(2, '0')] = amount;
  }
  const { jodi_total, haroof_total, total_amount } = sheet.updatedBetNumbers;
  return {
    jodi,
    andar: [...sheet.HarufBetNumbers.andar],
    bahar: [...sheet.HarufBetNumbers.bahar],
    jodiTotal: jodi_total,
    haroofTotal: haroof_total,
    finalTotal: total_amount,
  };
}

/**
 * The round's own numbers (no client and game chosen, or their sheet failed: spec section 4,
 * the numbers fall back to the round's and the totals reset to 0).
 */
export function gridFromRound(betNumbers: Record<string, number>, withTotals: boolean): GridData {
  const jodiTotal = withTotals ? Object.values(betNumbers).reduce((sum, n) => sum + n, 0) : 0;
  return {
    jodi: { ...betNumbers },
    andar: zeros(),
    bahar: zeros(),
    jodiTotal,
    haroofTotal: 0,
    finalTotal: jodiTotal,
  };
}

/** Lines of the 'Number and Amount' modal: every cell above 0. */
export function amountsAboveZero(grid: GridData): { label: string; amount: number }[] {
  const lines = NUMBERS.filter((n) => (grid.jodi[n] ?? 0) > 0).map((n) => ({
    label: n,
    amount: grid.jodi[n]!,
  }));
  DIGITS.forEach((d) => {
    if ((grid.andar[d] ?? 0) > 0) lines.push({ label: `A.H ${d}`, amount: grid.andar[d]! });
  });
  DIGITS.forEach((d) => {
    if ((grid.bahar[d] ?? 0) > 0) lines.push({ label: `B.H ${d}`, amount: grid.bahar[d]! });
  });
  return lines;
}
