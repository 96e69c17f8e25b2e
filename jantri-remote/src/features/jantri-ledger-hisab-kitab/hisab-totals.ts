import type { HisabRow } from '@bgmi/shared/jantri-contract';

export type HisabSums = Pick<
  HisabRow,
  'hrf_ps' | 'jodi_ps' | 'profit_loss' | 'total_kaam' | 'lc_comm'
>;

/** The TOTAL row: sums of hrf_ps, jodi_ps, profit_loss, total_kaam and lc_comm (to the paisa). */
export function hisabTotals(rows: HisabRow[]): HisabSums {
  const sum = (pick: (row: HisabRow) => number) =>
    Math.round(rows.reduce((total, row) => total + Math.round(pick(row) * 100), 0)) / 100;
  return {
    hrf_ps: sum((r) => r.hrf_ps),
    jodi_ps: sum((r) => r.jodi_ps),
    profit_loss: sum((r) => r.profit_loss),
    total_kaam: sum((r) => r.total_kaam),
    lc_comm: sum((r) => r.lc_comm),
  };
}

/** Profit/loss is green when zero or more, red when negative, shown as an absolute value. */
export function profitClass(value: number): string {
  return value >= 0 ? 'text-success' : 'text-danger';
}
