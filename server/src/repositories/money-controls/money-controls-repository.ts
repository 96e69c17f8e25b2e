import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/result-rows';
import { depositLimits, deposits, selfExclusions, walletEntries } from '../../db/schema';

export type DepositLimitRow = typeof depositLimits.$inferSelect;
export type SelfExclusionRow = typeof selfExclusions.$inferSelect;

/**
 * The caller's date of birth once the 18+ confirmation passed (users columns of migration 0009):
 * a date refused as under 18 is stored too (issue 25) but confirms nothing.
 */
export async function findDateOfBirth(db: DbOrTx, userId: string): Promise<string | null> {
  const record = await findAgeRecord(db, userId);
  return record?.confirmed ? record.dob : null;
}

/** The stored date of birth, confirmed (18+ when sent) or not (refused as under 18). */
export async function findAgeRecord(
  db: DbOrTx,
  userId: string,
): Promise<{ dob: string; confirmed: boolean } | null> {
  const rows = rowsOf<{ dob: string | Date | null; confirmed_at: unknown }>(
    await db.execute(
      sql`SELECT date_of_birth AS dob, age_confirmed_at AS confirmed_at FROM users WHERE id = ${userId}`,
    ),
  );
  const dob = rows[0]?.dob ?? null;
  if (!dob) return null;
  // eslint-disable-next-line home/wire-mapping-home -- a query parameter, not an answer
  const text = dob instanceof Date ? dob.toISOString().slice(0, 10) : String(dob).slice(0, 10);
  return { dob: text, confirmed: rows[0]?.confirmed_at != null };
}

/** The first date sent is kept, whatever its answer: a second date never replaces it. */
export async function storeDateOfBirth(db: DbOrTx, userId: string, dob: string): Promise<void> {
  await db.execute(sql`UPDATE users SET date_of_birth = ${dob}::date
    WHERE id = ${userId} AND date_of_birth IS NULL`);
}

/** The 18+ confirmation, on the stored date; false when it was already confirmed. */
export async function markAgeConfirmed(db: DbOrTx, userId: string, at: Date): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    // eslint-disable-next-line home/wire-mapping-home -- a query parameter, not an answer
    await db.execute(sql`UPDATE users SET age_confirmed_at = ${at.toISOString()}::timestamptz
      WHERE id = ${userId} AND date_of_birth IS NOT NULL AND age_confirmed_at IS NULL
      RETURNING id`),
  );
  return rows.length === 1;
}

export async function listLimits(db: DbOrTx, userId: string): Promise<DepositLimitRow[]> {
  return db.select().from(depositLimits).where(eq(depositLimits.userId, userId));
}

export async function saveLimit(
  db: DbOrTx,
  values: Omit<DepositLimitRow, 'updatedAt'> & { updatedAt: Date },
): Promise<void> {
  const { userId: _u, window: _w, ...changes } = values;
  await db
    .insert(depositLimits)
    .values(values)
    .onConflictDoUpdate({ target: [depositLimits.userId, depositLimits.window], set: changes });
}

/** The caller's self-exclusions, oldest first (never updated or deleted). */
export async function listExclusions(db: DbOrTx, userId: string): Promise<SelfExclusionRow[]> {
  return db
    .select()
    .from(selfExclusions)
    .where(eq(selfExclusions.userId, userId))
    .orderBy(asc(selfExclusions.id));
}

export async function insertExclusion(
  db: DbOrTx,
  values: Pick<SelfExclusionRow, 'userId' | 'period' | 'startsAt' | 'endsAt'>,
): Promise<void> {
  await db.insert(selfExclusions).values(values);
}

/** Deposits of the caller created since `since` with one of `statuses`, in paise. */
export async function depositedSince(
  db: DbOrTx,
  userId: string,
  since: Date,
  statuses: number[],
  exceptId?: string,
): Promise<number> {
  const rows = await db
    .select({ total: sql<string>`COALESCE(sum(${deposits.amountPaise}), 0)` })
    .from(deposits)
    .where(
      and(
        eq(deposits.userId, userId),
        gte(deposits.createdAt, since),
        inArray(deposits.status, statuses),
        exceptId ? sql`${deposits.id} <> ${exceptId}` : undefined,
      ),
    );
  return Number(rows[0]?.total ?? 0);
}

/** Demo credits the caller added since `since`, in paise. */
export async function demoCreditedSince(db: DbOrTx, userId: string, since: Date) {
  const rows = await db
    .select({ total: sql<string>`COALESCE(sum(${walletEntries.amountPaise}), 0)` })
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.userId, userId),
        eq(walletEntries.kind, 'demo_credit'),
        gte(walletEntries.createdAt, since),
      ),
    );
  return Number(rows[0]?.total ?? 0);
}

/** The caller's ledger, oldest first (the statement). */
export async function listOwnEntries(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .orderBy(asc(walletEntries.id))
    .limit(10_000);
}
