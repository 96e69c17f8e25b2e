import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { jantriUppers, users } from '../../db/schema';

// An operator's upper operators (issue 27, migration 0020); every query is filtered by ownerId.

export type JantriUpperRow = typeof jantriUppers.$inferSelect;
export type UpperWithUsername = JantriUpperRow & { upperUsername: string | null };

export interface UpperValues {
  name: string;
  upperUserId: string | null;
  passingRate: number;
  lc: number;
  patti: number;
  commissionBasis?: 'loss' | 'total' | undefined;
}

const withUsername = { upper: jantriUppers, upperUsername: users.username };

export async function listUppers(db: DbOrTx, ownerId: string): Promise<UpperWithUsername[]> {
  const rows = await db
    .select(withUsername)
    .from(jantriUppers)
    .leftJoin(users, eq(users.id, jantriUppers.upperUserId))
    .where(eq(jantriUppers.ownerId, ownerId))
    .orderBy(asc(jantriUppers.createdAt), asc(jantriUppers.name));
  return rows.map((row) => ({ ...row.upper, upperUsername: row.upperUsername }));
}

/** An upper by id whoever owns it (the route answers 403 when it is not the caller's). */
export async function findUpperById(db: DbOrTx, id: string): Promise<UpperWithUsername | null> {
  const rows = await db
    .select(withUsername)
    .from(jantriUppers)
    .leftJoin(users, eq(users.id, jantriUppers.upperUserId))
    .where(eq(jantriUppers.id, id))
    .limit(1);
  const row = rows[0];
  return row ? { ...row.upper, upperUsername: row.upperUsername } : null;
}

export async function upperNameTaken(
  db: DbOrTx,
  ownerId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: jantriUppers.id })
    .from(jantriUppers)
    .where(
      and(
        eq(jantriUppers.ownerId, ownerId),
        sql`lower(btrim(${jantriUppers.name})) = lower(btrim(${name}))`,
        exceptId ? sql`${jantriUppers.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertUpper(
  db: DbOrTx,
  ownerId: string,
  values: UpperValues,
): Promise<JantriUpperRow> {
  const rows = await db
    .insert(jantriUppers)
    .values({ ownerId, ...values, commissionBasis: values.commissionBasis ?? 'loss' })
    .returning();
  return rows[0]!;
}

export async function updateUpper(
  db: DbOrTx,
  ownerId: string,
  id: string,
  values: UpperValues,
): Promise<void> {
  await db
    .update(jantriUppers)
    .set({ ...values, commissionBasis: values.commissionBasis ?? undefined })
    .where(and(eq(jantriUppers.ownerId, ownerId), eq(jantriUppers.id, id)));
}

/** Links the client standing for the sender in the upper's book (made at the first accept). */
export async function setUpperClient(db: DbOrTx, id: string, clientId: string): Promise<void> {
  await db.update(jantriUppers).set({ clientId }).where(eq(jantriUppers.id, id));
}

export async function deleteUpper(db: DbOrTx, ownerId: string, id: string): Promise<void> {
  await db
    .delete(jantriUppers)
    .where(and(eq(jantriUppers.ownerId, ownerId), eq(jantriUppers.id, id)));
}

/** A site user named by username or game id (case-insensitive), for the upper's link. */
export async function findUserByName(
  db: DbOrTx,
  name: string,
): Promise<{ id: string; username: string } | null> {
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      sql`lower(${users.username}) = lower(${name.trim()}) OR lower(${users.bgmiUserId}) = lower(${name.trim()})`,
    )
    .limit(1);
  return rows[0] ?? null;
}
