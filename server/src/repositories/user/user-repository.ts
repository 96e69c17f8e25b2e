import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { authTokens, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';

export type UserRow = typeof users.$inferSelect;

/** The authenticated caller, as every route and socket handler sees it. */
export interface AuthUser {
  id: string;
  username: string;
  bgmiUserId: string;
  name: string;
  isAdmin: boolean;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Game ids are matched case-insensitively, as the unique index is. */
export async function findUserByBgmiUserId(
  db: DbOrTx,
  bgmiUserId: string,
): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.bgmiUserId}) = lower(${bgmiUserId.trim()})`)
    .limit(1);
  return rows[0] ?? null;
}

export async function insertUser(
  db: DbOrTx,
  values: Pick<UserRow, 'username' | 'bgmiUserId' | 'name' | 'email' | 'phone' | 'passwordHash'>,
): Promise<UserRow> {
  const rows = await db.insert(users).values(values).returning();
  return rows[0]!;
}

export async function storeToken(db: DbOrTx, userId: string, token: string): Promise<void> {
  await db.insert(authTokens).values({ userId, tokenHash: hashToken(token) });
}

/** Deletes one token of the user; returns the ids of the rows removed (to close its sockets). */
export async function revokeToken(db: DbOrTx, userId: string, token: string): Promise<string[]> {
  const rows = await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.tokenHash, hashToken(token))))
    .returning({ id: authTokens.id });
  return rows.map((row) => row.id);
}

export async function setAdmin(
  db: DbOrTx,
  bgmiUserId: string,
  isAdmin: boolean,
): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({ isAdmin })
    .where(sql`lower(${users.bgmiUserId}) = lower(${bgmiUserId.trim()})`)
    .returning();
  return rows[0] ?? null;
}

/** Keeps the caller's language choice with their account. */
export async function setUserLanguage(
  db: DbOrTx,
  userId: string,
  language: 'en' | 'hi',
): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return Number(row?.count ?? 0);
}

/**
 * Seed only: every user without a date of birth gets `dob`, confirmed now (the demo logins are
 * fictional adults, so real money mode does not stop them).
 */
export async function confirmDemoAdults(db: DbOrTx, dob: string): Promise<void> {
  await db.execute(
    sql`UPDATE users SET date_of_birth = ${dob}::date, age_confirmed_at = now() WHERE date_of_birth IS NULL`,
  );
}
