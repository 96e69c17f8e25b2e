import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { isUuid } from '@bgmi/shared/server';
import type { DbOrTx } from '../../db/database';
import { afterCursor, cursorAt, type PageRequest } from '../../lib/page-cursor';
import { users, withdrawals } from '../../db/schema';
import { preparedPerDatabase } from '../../db/prepared-query';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export async function insertWithdrawal(
  db: DbOrTx,
  values: Pick<
    WithdrawalRow,
    'userId' | 'transactionId' | 'amountPaise' | 'method' | 'details' | 'requestId'
  >,
): Promise<WithdrawalRow> {
  const rows = await db.insert(withdrawals).values(values).returning();
  return rows[0]!;
}

const firstPage = preparedPerDatabase((db) =>
  db
    .select({ ...getTableColumns(withdrawals), cursorAt: cursorAt(withdrawals.createdAt) })
    .from(withdrawals)
    .where(eq(withdrawals.userId, sql.placeholder('userId')))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(sql.placeholder('limit'))
    .prepare('withdrawals-first-page'),
);

/** One page (newest first), plus one row more to tell whether another page follows. */
export async function listWithdrawals(
  db: DbOrTx,
  userId: string,
  page: PageRequest = { limit: 500 },
): Promise<(WithdrawalRow & { cursorAt: string })[]> {
  // The first page (every history view opens with it) is a prepared statement.
  if (!page.after) return firstPage(db).execute({ userId, limit: page.limit + 1 });
  const own = eq(withdrawals.userId, userId);
  return db
    .select({ ...getTableColumns(withdrawals), cursorAt: cursorAt(withdrawals.createdAt) })
    .from(withdrawals)
    .where(
      page.after ? and(own, afterCursor(withdrawals.createdAt, withdrawals.id, page.after)) : own,
    )
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(page.limit + 1);
}

export async function findOwnWithdrawalByRequest(
  db: DbOrTx,
  userId: string,
  requestId: string,
): Promise<WithdrawalRow | null> {
  const rows = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.requestId, requestId)))
    .limit(1);
  return rows[0] ?? null;
}

// ---- admin ----

export interface AdminWithdrawalRow extends WithdrawalRow {
  bgmiUserId: string;
}

export async function adminListWithdrawals(
  db: DbOrTx,
  status?: number,
): Promise<AdminWithdrawalRow[]> {
  const rows = await db
    .select({ withdrawal: withdrawals, bgmiUserId: users.bgmiUserId })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(status === undefined ? undefined : eq(withdrawals.status, status))
    .orderBy(desc(withdrawals.createdAt))
    .limit(200);
  return rows.map((row) => ({ ...row.withdrawal, bgmiUserId: row.bgmiUserId }));
}

export async function adminFindWithdrawal(db: DbOrTx, key: string): Promise<WithdrawalRow | null> {
  const keyIsUuid = isUuid(key);
  const rows = await db
    .select()
    .from(withdrawals)
    .where(
      keyIsUuid
        ? eq(withdrawals.id, key)
        : sql`upper(${withdrawals.transactionId}) = upper(${key})`,
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function decidePendingWithdrawal(
  db: DbOrTx,
  id: string,
  status: 1 | 2,
  remarks: string,
): Promise<WithdrawalRow | null> {
  const rows = await db
    .update(withdrawals)
    .set({ status, remarks, processedAt: new Date() })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 0)))
    .returning();
  return rows[0] ?? null;
}
