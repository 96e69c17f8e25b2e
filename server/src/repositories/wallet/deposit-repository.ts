import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@bgmi/shared/server';
import type { DbOrTx } from '../../db/database';
import { afterCursor, cursorAt, type PageRequest } from '../../lib/page-cursor';
import { deposits, users } from '../../db/schema';

export type DepositRow = typeof deposits.$inferSelect;

export async function insertDeposit(
  db: DbOrTx,
  values: Pick<
    DepositRow,
    'userId' | 'transactionId' | 'amountPaise' | 'method' | 'paymentGateway'
  >,
): Promise<DepositRow> {
  const rows = await db.insert(deposits).values(values).returning();
  return rows[0]!;
}

/** The caller's deposits, newest first. */
/** One page (newest first), plus one row more to tell whether another page follows. */
export async function listDeposits(
  db: DbOrTx,
  userId: string,
  page: PageRequest = { limit: 500 },
): Promise<(DepositRow & { cursorAt: string })[]> {
  const own = eq(deposits.userId, userId);
  return db
    .select({ ...getTableColumns(deposits), cursorAt: cursorAt(deposits.createdAt) })
    .from(deposits)
    .where(page.after ? and(own, afterCursor(deposits.createdAt, deposits.id, page.after)) : own)
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(page.limit + 1);
}

/** One of the caller's deposits by its UTR (case-insensitive, as the unique index is). */
export async function findOwnDepositByUtr(
  db: DbOrTx,
  userId: string,
  utr: string,
): Promise<DepositRow | null> {
  return latestOwnDeposit(
    db,
    userId,
    sql`upper(btrim(${deposits.transactionId})) = upper(btrim(${utr}))`,
  );
}

/** The caller's latest pending deposit of exactly this amount (a plan bought without a UTR). */
export async function findOwnPendingDeposit(
  db: DbOrTx,
  userId: string,
  amountPaise: number,
): Promise<DepositRow | null> {
  return latestOwnDeposit(
    db,
    userId,
    and(eq(deposits.status, 0), eq(deposits.amountPaise, amountPaise)),
  );
}

/**
 * The caller's latest deposit that meets `condition`. (A UTR names at most one deposit, by its
 * unique index, so ordering changes nothing for findOwnDepositByUtr.)
 */
async function latestOwnDeposit(
  db: DbOrTx,
  userId: string,
  condition: SQL | undefined,
): Promise<DepositRow | null> {
  const rows = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.userId, userId), condition))
    .orderBy(desc(deposits.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

// ---- admin (no owner: the admin CLI acts on any user's deposit) ----

export interface AdminDepositRow extends DepositRow {
  bgmiUserId: string;
}

export async function adminListDeposits(db: DbOrTx, status?: number): Promise<AdminDepositRow[]> {
  const rows = await db
    .select({ deposit: deposits, bgmiUserId: users.bgmiUserId })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(status === undefined ? undefined : eq(deposits.status, status))
    .orderBy(desc(deposits.createdAt))
    .limit(200);
  return rows.map((row) => ({ ...row.deposit, bgmiUserId: row.bgmiUserId }));
}

/** By id or by UTR. */
export async function adminFindDeposit(db: DbOrTx, key: string): Promise<DepositRow | null> {
  const keyIsUuid = isUuid(key);
  const rows = await db
    .select()
    .from(deposits)
    .where(
      keyIsUuid
        ? eq(deposits.id, key)
        : sql`upper(btrim(${deposits.transactionId})) = upper(btrim(${key}))`,
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Pending -> approved/rejected in one conditional statement: a second decision finds nothing. */
export async function decidePendingDeposit(
  db: DbOrTx,
  id: string,
  status: 1 | 2,
  remarks: string,
): Promise<DepositRow | null> {
  const rows = await db
    .update(deposits)
    .set({ status, remarks, processedAt: new Date() })
    .where(and(eq(deposits.id, id), eq(deposits.status, 0)))
    .returning();
  return rows[0] ?? null;
}
