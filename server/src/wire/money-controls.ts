import { MONEY_MESSAGES, paiseToRupees, type LimitWindow } from '@bgmi/shared/server';

/** The refusal of a deposit or bet during a self-exclusion, with its end. */
export const excludedMessage = (until: Date) => `${MONEY_MESSAGES.excluded} ${until.toISOString()}`;

/** The refusal of a deposit over a limit, with the limit and what the window used. */
export const limitHitMessage = (window: LimitWindow, limitPaise: number, usedPaise: number) =>
  `${MONEY_MESSAGES.limitHit} (${window}: ₹${paiseToRupees(limitPaise)}, used ₹${paiseToRupees(usedPaise)})`;

/** The refusal of demo credits over the day's cap, with what was added today. */
export const demoCapMessage = (addedPaise: number) =>
  `${MONEY_MESSAGES.demoCap} (₹${paiseToRupees(addedPaise)} added today)`;

/** A raised or removed limit that takes effect 24 hours after it was asked for. */
export const toPendingLimit = (row: {
  window: LimitWindow;
  pendingNone: boolean;
  pendingPaise: number | null;
  pendingAt: Date;
}) => ({
  window: row.window,
  amount: row.pendingNone ? null : paiseToRupees(row.pendingPaise ?? 0),
  effective_at: row.pendingAt.toISOString(),
});

const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

/** The money-status answer's figures: limits in force, deposits per window, the exclusion. */
export const toMoneyFigures = (figures: {
  limits: Record<LimitWindow, number | null>;
  depositedPaise: Record<LimitWindow, number>;
  excludedUntil: Date | null | undefined;
  demoAddedPaise: number;
}) => ({
  limits: {
    daily: rupeesOrNull(figures.limits.daily),
    weekly: rupeesOrNull(figures.limits.weekly),
    monthly: rupeesOrNull(figures.limits.monthly),
  },
  deposited: {
    daily: paiseToRupees(figures.depositedPaise.daily),
    weekly: paiseToRupees(figures.depositedPaise.weekly),
    monthly: paiseToRupees(figures.depositedPaise.monthly),
  },
  excluded_until: figures.excludedUntil ? figures.excludedUntil.toISOString() : null,
  demo_added_today: paiseToRupees(figures.demoAddedPaise),
});
