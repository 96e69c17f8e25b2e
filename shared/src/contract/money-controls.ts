import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { StatusMessage, dateField, readerLanguage } from './common';

/**
 * DESIGN section 8: one per-deployment switch for every money feature. `off` keeps the ledger
 * (bookkeeping) and turns money off; `demo` uses virtual credits; `real` takes UPI money with
 * the responsible-play controls.
 */
export const MONEY_MODES = ['off', 'demo', 'real'] as const;
export const MoneyModeSchema = z.enum(MONEY_MODES);
export type MoneyMode = z.infer<typeof MoneyModeSchema>;

export const MONEY_MESSAGES = {
  off: 'Money features are off on this site: no wallet, deposits, withdrawals or bets on the number game. The jantri ledger still works.',
  demoNoDeposit: 'This site runs in demo mode: use Add demo credits instead of a deposit.',
  demoOnly: 'Demo credits are only available when the site runs in demo mode.',
  demoCap: 'You can add at most ₹10,000 of demo credits a day',
  ageNeeded: 'Confirm your date of birth and that you are 18 or older first',
  underAge: 'You must be 18 or older to use money features',
  ageStored: 'Your date of birth is already stored',
  excluded: 'You are self-excluded: no deposits or bets until',
  excludedForever: 'You are self-excluded permanently: no deposits or bets',
  limitHit: 'This deposit is over your deposit limit',
  limitsSaved: 'Limits saved',
  exclusionSaved: 'Self-exclusion started',
  exclusionShorter: 'A self-exclusion cannot be shortened or lifted early',
  confirm18: 'Confirm that you are 18 or older',
} as const;

/** Demo credits a user may add per calendar day (UTC), in rupees. */
export const DEMO_DAILY_CAP = 10_000;

export const LIMIT_WINDOWS = ['daily', 'weekly', 'monthly'] as const;
export type LimitWindow = (typeof LIMIT_WINDOWS)[number];
export const EXCLUSION_PERIODS = ['24h', '7d', '30d', 'permanent'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];

/** A real calendar day (no 2000-02-30, no year 0): dateField's check (issue 25). */
const isoDate = dateField('date_of_birth');

/** One deposit limit: rupees, or null for none. */
const limitValue = z.number({ error: 'limit must be a number' }).int().min(1).max(10_000_000);

export const MoneyStatus = z.object({
  money_mode: MoneyModeSchema,
  age_confirmed: z.boolean(),
  limits: z.object({
    daily: z.number().nullable(),
    weekly: z.number().nullable(),
    monthly: z.number().nullable(),
  }),
  /** A raise waits 24 h: the value and when it takes effect. */
  pending_limits: z.array(
    z.object({
      window: z.enum(LIMIT_WINDOWS),
      amount: z.number().nullable(),
      effective_at: z.string(),
    }),
  ),
  deposited: z.object({ daily: z.number(), weekly: z.number(), monthly: z.number() }),
  excluded_until: z.string().nullable(),
  excluded_permanently: z.boolean(),
  demo_added_today: z.number(),
});
export type MoneyStatus = z.infer<typeof MoneyStatus>;

export const moneyStatusEndpoint = defineEndpoint({
  path: 'money/status',
  auth: true,
  body: z.object({}).passthrough(),
  response: StatusMessage.extend({ data: MoneyStatus }),
});

export const confirmAgeEndpoint = defineEndpoint({
  path: 'money/confirm-age',
  auth: true,
  body: z.object({
    date_of_birth: isoDate,
    confirm_18: z.literal(true, { error: MONEY_MESSAGES.confirm18 }),
  }),
  response: StatusMessage,
});

export const setLimitsEndpoint = defineEndpoint({
  path: 'money/set-limits',
  auth: true,
  body: z.object({
    daily: limitValue.nullable().optional(),
    weekly: limitValue.nullable().optional(),
    monthly: limitValue.nullable().optional(),
  }),
  response: StatusMessage.extend({ data: MoneyStatus }),
});

export const selfExcludeEndpoint = defineEndpoint({
  path: 'money/self-exclude',
  auth: true,
  body: z.object({
    period: z.enum(EXCLUSION_PERIODS, { error: 'period must be 24h, 7d, 30d or permanent' }),
  }),
  response: StatusMessage.extend({ data: MoneyStatus }),
});

export const StatementEntry = z.object({
  at: z.string(),
  kind: z.string(),
  amount: z.number(),
  balance: z.number(),
  reference: z.string().nullable(),
});
export type StatementEntry = z.infer<typeof StatementEntry>;

export const statementEndpoint = defineEndpoint({
  path: 'money/statement',
  auth: true,
  // The CSV's headers and kinds follow the reader's language (issue 23); English by default.
  body: z.object({ language: readerLanguage }).passthrough(),
  response: StatusMessage.extend({ data: z.array(StatementEntry), csv: z.string() }),
});

export const addDemoCreditsEndpoint = defineEndpoint({
  path: 'wallet/add-demo-credits',
  auth: true,
  body: z.object({
    amount: z
      .number({ error: 'amount must be a number' })
      .int({ error: 'amount must be a whole number' })
      .min(1, { error: 'amount must be at least 1' })
      .max(DEMO_DAILY_CAP, { error: MONEY_MESSAGES.demoCap }),
  }),
  response: StatusMessage.extend({ updated_wallet: z.number(), added_today: z.number() }),
});
