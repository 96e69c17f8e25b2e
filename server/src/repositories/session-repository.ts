import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { authTokens, users } from '../db/schema';
import { hashToken } from '../lib/tokens';
import type { UserRow } from './user-repository';

/** One live login: its token row and its user. */
export interface SessionRow {
  tokenId: string;
  lastUsedAt: Date;
  user: UserRow;
}

const idleCutoff = (idleDays: number) =>
  sql`now() - make_interval(secs => ${Math.round(idleDays * 86_400)})`;

/** The session of a token, unless it was revoked or has been unused for `idleDays`. */
export async function findSessionByToken(
  db: DbOrTx,
  token: string,
  idleDays: number,
): Promise<SessionRow | null> {
  const rows = await db
    .select({ tokenId: authTokens.id, lastUsedAt: authTokens.lastUsedAt, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        sql`${authTokens.lastUsedAt} > ${idleCutoff(idleDays)}`,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Marks a session used now (callers write this at most once a minute, not per request). */
export async function touchSession(db: DbOrTx, tokenId: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(authTokens.id, tokenId));
}

/** Removes every token unused for `idleDays`; returns their ids (to close their sockets). */
export async function deleteIdleSessions(db: DbOrTx, idleDays: number): Promise<string[]> {
  const rows = await db
    .delete(authTokens)
    .where(lt(authTokens.lastUsedAt, idleCutoff(idleDays)))
    .returning({ id: authTokens.id });
  return rows.map((row) => row.id);
}

/** Removes every token of a user (logout everywhere); returns their ids. */
export async function deleteUserSessions(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .delete(authTokens)
    .where(eq(authTokens.userId, userId))
    .returning({ id: authTokens.id });
  return rows.map((row) => row.id);
}
