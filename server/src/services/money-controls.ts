import { rupeesToPaise } from '@bgmi/shared/server';
import {
  DEMO_DAILY_CAP,
  LIMIT_WINDOWS,
  MONEY_MESSAGES,
  type ExclusionPeriod,
  type LimitWindow,
  type MoneyStatus,
} from '@bgmi/shared/server';
import type { MoneyMode } from '../config';
import type { Database, DbOrTx } from '../db/database';
import { HttpError, badRequest, forbidden } from '../lib/http-error';
import {
  demoCreditedSince,
  depositedSince,
  findAgeRecord,
  findDateOfBirth,
  markAgeConfirmed,
  insertExclusion,
  listExclusions,
  listLimits,
  saveLimit,
  storeDateOfBirth,
} from '../repositories/money-controls/money-controls-repository';
import { applyWalletChange } from './wallet-ledger';
import {
  demoCapMessage,
  excludedMessage,
  limitHitMessage,
  toMoneyFigures,
  toPendingLimit,
} from '../wire/money-controls';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Rolling windows: the last 24 hours, 7 days, 30 days. */
export const WINDOW_MS: Record<LimitWindow, number> = {
  daily: DAY,
  weekly: 7 * DAY,
  monthly: 30 * DAY,
};
const EXCLUSION_MS: Record<ExclusionPeriod, number | null> = {
  '24h': DAY,
  '7d': 7 * DAY,
  '30d': 30 * DAY,
  permanent: null,
};

/** The mode and clock the money rules run with (app.config in the API, loadConfig in the CLI). */
export interface MoneyPolicy {
  moneyMode: MoneyMode;
  now: () => Date;
}

/** Whole years between a date of birth and now (UTC dates). */
export function ageOn(dob: string, now: Date): number {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  const beforeBirthday =
    now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * Stored once, refusal included (issue 25): the first date sent is kept, so after "under 18" a
 * second, older date cannot pass; the stored date confirms once its owner turns 18.
 */
export async function confirmAge(database: Database, userId: string, dob: string, now: Date) {
  if (Date.parse(`${dob}T00:00:00Z`) > now.getTime())
    throw badRequest('date_of_birth must be in the past', 'date_of_birth');
  const outcome = await database.transaction(async (tx) => {
    await storeDateOfBirth(tx, userId, dob);
    const record = await findAgeRecord(tx, userId);
    if (!record) return 'under' as const;
    if (record.confirmed) return 'stored' as const;
    if (ageOn(record.dob, now) < 18) return 'under' as const;
    return (await markAgeConfirmed(tx, userId, now)) ? ('confirmed' as const) : ('stored' as const);
  });
  if (outcome === 'under') throw forbidden(MONEY_MESSAGES.underAge);
  if (outcome === 'stored') throw new HttpError(409, MONEY_MESSAGES.ageStored, 'date_of_birth');
}

/** The limit in force at `now` for each window (a raise counts once its 24 h have passed). */
export function effectiveLimits(rows: Awaited<ReturnType<typeof listLimits>>, now: Date) {
  const limits: Record<LimitWindow, number | null> = { daily: null, weekly: null, monthly: null };
  const pending: MoneyStatus['pending_limits'] = [];
  for (const row of rows) {
    const raised = row.pendingAt && row.pendingAt.getTime() <= now.getTime();
    const value = raised ? (row.pendingNone ? null : row.pendingPaise) : row.limitPaise;
    limits[row.window] = value;
    if (row.pendingAt && !raised)
      pending.push(toPendingLimit({ ...row, pendingAt: row.pendingAt }));
  }
  return { limits, pending };
}

/** Lower (or set a first limit) at once; raise or remove only 24 hours later. */
export async function setLimits(
  database: Database,
  userId: string,
  wanted: Partial<Record<LimitWindow, number | null>>,
  now: Date,
) {
  await database.transaction(async (tx) => {
    const { limits } = effectiveLimits(await listLimits(tx, userId), now);
    for (const window of LIMIT_WINDOWS) {
      if (!(window in wanted) || wanted[window] === undefined) continue;
      const next = wanted[window] === null ? null : rupeesToPaise(wanted[window]!);
      const current = limits[window];
      const lowering = next !== null && (current === null || next <= current);
      await saveLimit(tx, {
        userId,
        window,
        limitPaise: lowering ? next : current,
        pendingPaise: lowering ? null : next,
        pendingNone: !lowering && next === null,
        pendingAt: lowering ? null : new Date(now.getTime() + DAY),
        updatedAt: now,
      });
    }
  });
}

/** The running exclusion at `now`: its end (null: permanent), or undefined when none runs. */
export function activeExclusion(rows: Awaited<ReturnType<typeof listExclusions>>, now: Date) {
  let until: Date | null | undefined;
  for (const row of rows) {
    if (row.startsAt.getTime() > now.getTime()) continue;
    if (row.endsAt === null) return null;
    if (row.endsAt.getTime() > now.getTime() && (!until || row.endsAt > until)) until = row.endsAt;
  }
  return until;
}

/** Starts (or extends) a self-exclusion; one that would end sooner than the running one is refused. */
export async function selfExclude(
  database: Database,
  userId: string,
  period: ExclusionPeriod,
  now: Date,
) {
  await database.transaction(async (tx) => {
    const running = activeExclusion(await listExclusions(tx, userId), now);
    const span = EXCLUSION_MS[period];
    const endsAt = span === null ? null : new Date(now.getTime() + span);
    if (running === null || (running && endsAt && endsAt <= running))
      throw new HttpError(409, MONEY_MESSAGES.exclusionShorter, 'period');
    await insertExclusion(tx, { userId, period, startsAt: now, endsAt });
  });
}

/** Refuses a deposit or a bet while a self-exclusion runs (withdrawals stay allowed). */
export async function assertNotExcluded(db: DbOrTx, userId: string, now: Date) {
  const until = activeExclusion(await listExclusions(db, userId), now);
  if (until === null) throw forbidden(MONEY_MESSAGES.excludedForever);
  if (until) throw forbidden(excludedMessage(until));
}

export async function assertAgeConfirmed(db: DbOrTx, userId: string) {
  if (!(await findDateOfBirth(db, userId))) throw forbidden(MONEY_MESSAGES.ageNeeded);
}

/**
 * A deposit of `amountPaise` must fit each limit in force. At request, pending and approved
 * deposits of the window count; at approval, the approved ones (this deposit excluded).
 */
export async function assertWithinLimits(
  db: DbOrTx,
  userId: string,
  amountPaise: number,
  now: Date,
  stage: { approvingId?: string } = {},
) {
  const { limits } = effectiveLimits(await listLimits(db, userId), now);
  const statuses = stage.approvingId ? [1] : [0, 1];
  for (const window of LIMIT_WINDOWS) {
    const limit = limits[window];
    if (limit === null) continue;
    const since = new Date(now.getTime() - WINDOW_MS[window]);
    const used = await depositedSince(db, userId, since, statuses, stage.approvingId);
    if (used + amountPaise > limit) throw forbidden(limitHitMessage(window, limit, used));
  }
}

const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Demo credits through the ledger, at most DEMO_DAILY_CAP rupees per UTC day. */
export async function addDemoCredits(
  database: Database,
  userId: string,
  amount: number,
  now: Date,
) {
  return database.transaction(async (tx) => {
    const added = await demoCreditedSince(tx, userId, startOfUtcDay(now));
    const amountPaise = rupeesToPaise(amount);
    if (added + amountPaise > rupeesToPaise(DEMO_DAILY_CAP))
      throw badRequest(demoCapMessage(added), 'amount');
    const walletPaise = await applyWalletChange(tx, {
      userId,
      kind: 'demo_credit',
      amountPaise,
      reference: 'demo credits',
    });
    return { walletPaise, addedPaise: added + amountPaise };
  });
}

export async function moneyStatus(
  db: DbOrTx,
  userId: string,
  policy: MoneyPolicy,
): Promise<MoneyStatus> {
  const now = policy.now();
  const { limits, pending } = effectiveLimits(await listLimits(db, userId), now);
  const until = activeExclusion(await listExclusions(db, userId), now);
  const used = (window: LimitWindow) =>
    depositedSince(db, userId, new Date(now.getTime() - WINDOW_MS[window]), [0, 1]);
  return {
    money_mode: policy.moneyMode,
    age_confirmed: Boolean(await findDateOfBirth(db, userId)),
    pending_limits: pending,
    excluded_permanently: until === null,
    ...toMoneyFigures({
      limits,
      depositedPaise: {
        daily: await used('daily'),
        weekly: await used('weekly'),
        monthly: await used('monthly'),
      },
      excludedUntil: until,
      demoAddedPaise: await demoCreditedSince(db, userId, startOfUtcDay(now)),
    }),
  };
}
