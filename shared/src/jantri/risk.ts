import { emptySheet, sheetTotals, type Sheet } from './sheet';

/**
 * Risk before the result (DESIGN section 5): for every number 00-99, what the operator pays out
 * if it wins (the jodi at each client's rate plus the andar digit of its tens and the bahar digit
 * of its units at rate/10) against what he has collected; the worst number; and the jodi cut that
 * caps his loss. Commission and patti are left out: they are settled after the result.
 *
 * A cut keeps min(amount, limit) of each combined cell and passes the rest on; the kept part pays
 * out at the cell's own mix of client rates (the part passed on is assumed to come back at the
 * same rate, so it neither wins nor loses for the operator).
 */

/** One client's sheet on the game with his passing rate. */
export interface RiskSheet {
  sheet: Sheet;
  passing_rate: number;
}

/** The combined cells and, per cell, what one paisa on it pays out when it wins. */
export interface RiskCells {
  amounts: Sheet;
  jodiRate: number[];
  andarRate: number[];
  baharRate: number[];
}

export interface RiskOutcome {
  /** Everything kept, in paise. */
  collection: number;
  /** Per number 00-99: payout if it wins, and loss = payout - collection (negative: profit). */
  payout: number[];
  loss: number[];
  worst: { index: number; payout: number; loss: number };
}

/** Combines the clients' sheets; rates are weighted by each client's amount on the cell. */
export function riskCells(sheets: RiskSheet[]): RiskCells {
  const amounts = emptySheet();
  const paid = emptySheet();
  for (const { sheet, passing_rate: rate } of sheets) {
    sheet.jodi.forEach((paise, i) => {
      amounts.jodi[i]! += paise;
      paid.jodi[i]! += paise * rate;
    });
    for (const row of ['andar', 'bahar'] as const) {
      sheet[row].forEach((paise, d) => {
        amounts[row][d]! += paise;
        paid[row][d]! += (paise * rate) / 10;
      });
    }
  }
  const per = (pay: number[], amount: number[]) =>
    pay.map((p, i) => (amount[i] ? p / amount[i]! : 0));
  return {
    amounts,
    jodiRate: per(paid.jodi, amounts.jodi),
    andarRate: per(paid.andar, amounts.andar),
    baharRate: per(paid.bahar, amounts.bahar),
  };
}

const keep = (paise: number, limit: number | null) =>
  limit === null ? paise : Math.min(paise, limit);

/** The outcome of every number with the jodi cut at cutNum and haruf at cutHrf (null: uncut). */
export function riskOutcome(
  cells: RiskCells,
  cutNumPaise: number | null = null,
  cutHrfPaise: number | null = null,
): RiskOutcome {
  const kept: Sheet = {
    jodi: cells.amounts.jodi.map((p) => keep(p, cutNumPaise)),
    andar: cells.amounts.andar.map((p) => keep(p, cutHrfPaise)),
    bahar: cells.amounts.bahar.map((p) => keep(p, cutHrfPaise)),
  };
  const collection = sheetTotals(kept).totalPaise;
  const payout = kept.jodi.map((paise, n) =>
    Math.round(
      paise * cells.jodiRate[n]! +
        kept.andar[Math.floor(n / 10)]! * cells.andarRate[Math.floor(n / 10)]! +
        kept.bahar[n % 10]! * cells.baharRate[n % 10]!,
    ),
  );
  const loss = payout.map((p) => p - collection);
  let index = 0;
  loss.forEach((value, n) => {
    if (value > loss[index]!) index = n;
  });
  return { collection, payout, loss, worst: { index, payout: payout[index]!, loss: loss[index]! } };
}

export interface CapResult {
  /** False when the loss is already within the cap: nothing needs cutting. */
  needed: boolean;
  /** False when even cutting every jodi leaves the haruf loss above the cap. */
  reachable: boolean;
  /** The highest whole-rupee jodi limit (paise) that keeps every number within the cap. */
  cutNumPaise: number | null;
  after: RiskOutcome;
}

/**
 * The highest jodi cutting limit (whole rupees) that keeps the worst loss at or below maxLoss,
 * with the haruf limit the operator chose (null: haruf uncut). Between two neighbouring cell
 * amounts every number's loss is linear in the limit, so each such stretch is solved exactly,
 * from the top down, and the answer is confirmed by recomputing the outcome.
 */
export function capCut(
  cells: RiskCells,
  maxLossPaise: number,
  cutHrfPaise: number | null,
): CapResult {
  const uncut = riskOutcome(cells, null, cutHrfPaise);
  if (uncut.worst.loss <= maxLossPaise) {
    return { needed: false, reachable: true, cutNumPaise: null, after: uncut };
  }
  const jodi = cells.amounts.jodi;
  const harufKept = riskOutcome(
    { ...cells, amounts: { ...cells.amounts, jodi: jodi.map(() => 0) } },
    0,
    cutHrfPaise,
  );
  const steps = [...new Set(jodi.filter((p) => p > 0))].sort((a, b) => b - a).concat(0);
  const tryLimit = (limit: number): CapResult | null => {
    const after = riskOutcome(cells, limit, cutHrfPaise);
    return after.worst.loss <= maxLossPaise
      ? { needed: true, reachable: true, cutNumPaise: limit, after }
      : null;
  };
  for (let s = 0; s + 1 < steps.length; s++) {
    const top = steps[s]!;
    const bottom = steps[s + 1]!;
    // For a limit L in [bottom, top]: cells >= top are cut to L, the others are kept whole.
    const cutCount = jodi.filter((p) => p >= top).length;
    const keptWhole = jodi.reduce((sum, p) => (p < top ? sum + p : sum), 0);
    const fixedCollection = keptWhole + harufKept.collection;
    let lo = bottom;
    let hi = top;
    for (let n = 0; n < 100 && lo <= hi; n++) {
      const isCut = jodi[n]! >= top;
      const slope = (isCut ? cells.jodiRate[n]! : 0) - cutCount;
      const fixed =
        (isCut ? 0 : jodi[n]! * cells.jodiRate[n]!) + harufKept.payout[n]! - fixedCollection;
      const bound = (maxLossPaise - fixed) / slope;
      if (slope > 0) hi = Math.min(hi, bound);
      else if (slope < 0) lo = Math.max(lo, bound);
      else if (fixed > maxLossPaise) hi = -1;
    }
    if (lo > hi) continue;
    const whole = Math.floor(hi / 100) * 100;
    const found = tryLimit(whole) ?? (whole >= 100 ? tryLimit(whole - 100) : null);
    if (found) return found;
  }
  return (
    tryLimit(0) ?? {
      needed: true,
      reachable: false,
      cutNumPaise: 0,
      after: riskOutcome(cells, 0, cutHrfPaise),
    }
  );
}
