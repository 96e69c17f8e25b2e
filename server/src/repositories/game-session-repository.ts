import { and, desc, eq, sql } from 'drizzle-orm';
import { BET_RULES } from '@bgmi/shared';
import type { DbOrTx } from '../db/database';
import { gameSessions, platformBets } from '../db/schema';

export type GameSessionRow = typeof gameSessions.$inferSelect;
export type PlatformBetRow = typeof platformBets.$inferSelect;

/** The open round, if any. Its seed stays inside the server until the round is settled. */
export async function findOpenSession(db: DbOrTx): Promise<GameSessionRow | null> {
  const rows = await db.select().from(gameSessions).where(eq(gameSessions.status, 'open')).limit(1);
  return rows[0] ?? null;
}

export async function findSession(db: DbOrTx, id: number): Promise<GameSessionRow | null> {
  const rows = await db.select().from(gameSessions).where(eq(gameSessions.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertSession(
  db: DbOrTx,
  values: Pick<GameSessionRow, 'endsAt' | 'seed' | 'seedHash'>,
): Promise<GameSessionRow> {
  const rows = await db.insert(gameSessions).values(values).returning();
  return rows[0]!;
}

/**
 * Locks the round for a bet (FOR SHARE): settlement's UPDATE waits for the bet to commit, and a
 * bet that arrives after settlement began sees the round closed. Null when not open for bets.
 */
export async function lockSessionForBet(db: DbOrTx, id: number): Promise<GameSessionRow | null> {
  const rows = await db
    .select()
    .from(gameSessions)
    .where(
      and(
        eq(gameSessions.id, id),
        eq(gameSessions.status, 'open'),
        sql`${gameSessions.endsAt} > now()`,
      ),
    )
    .for('share')
    .limit(1);
  return rows[0] ?? null;
}

/** Records an admin's number for an open round; it replaces the draw when the round ends. */
export async function declareNumber(
  db: DbOrTx,
  id: number,
  number: string,
): Promise<GameSessionRow | null> {
  const rows = await db
    .update(gameSessions)
    .set({ declaredNumber: number })
    .where(and(eq(gameSessions.id, id), eq(gameSessions.status, 'open')))
    .returning();
  return rows[0] ?? null;
}

/** Open -> settled with its result, once (a second settler finds nothing). */
export async function closeSession(
  db: DbOrTx,
  id: number,
  winningNumber: string,
  source: 'draw' | 'admin',
): Promise<GameSessionRow | null> {
  const rows = await db
    .update(gameSessions)
    .set({ status: 'settled', winningNumber, resultSource: source, settledAt: new Date() })
    .where(and(eq(gameSessions.id, id), eq(gameSessions.status, 'open')))
    .returning();
  return rows[0] ?? null;
}

export async function listSettledSessions(db: DbOrTx, limit: number): Promise<GameSessionRow[]> {
  return db
    .select()
    .from(gameSessions)
    .where(eq(gameSessions.status, 'settled'))
    .orderBy(desc(gameSessions.id))
    .limit(limit);
}

export async function insertBet(
  db: DbOrTx,
  values: Pick<
    PlatformBetRow,
    'sessionId' | 'userId' | 'positionNumber' | 'amountPaise' | 'requestId'
  >,
): Promise<PlatformBetRow> {
  const rows = await db.insert(platformBets).values(values).returning();
  return rows[0]!;
}

export async function findOwnBetByRequest(
  db: DbOrTx,
  userId: string,
  requestId: string,
): Promise<PlatformBetRow | null> {
  const rows = await db
    .select()
    .from(platformBets)
    .where(and(eq(platformBets.userId, userId), eq(platformBets.requestId, requestId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The caller's amounts (paise) per number in one round. */
export async function ownBetTotals(
  db: DbOrTx,
  userId: string,
  sessionId: number,
): Promise<Record<string, number>> {
  const rows = await db
    .select({
      position: platformBets.positionNumber,
      total: sql<string>`sum(${platformBets.amountPaise})`,
    })
    .from(platformBets)
    .where(and(eq(platformBets.userId, userId), eq(platformBets.sessionId, sessionId)))
    .groupBy(platformBets.positionNumber);
  return Object.fromEntries(rows.map((row) => [row.position, Number(row.total)]));
}

/** Every bet of a round (settlement). */
export async function listSessionBets(db: DbOrTx, sessionId: number): Promise<PlatformBetRow[]> {
  return db
    .select()
    .from(platformBets)
    .where(eq(platformBets.sessionId, sessionId))
    .orderBy(platformBets.id);
}

export async function markBetsSettled(
  db: DbOrTx,
  sessionId: number,
  winningNumber: string,
): Promise<void> {
  await db
    .update(platformBets)
    .set({
      won: sql`${platformBets.positionNumber} = ${winningNumber}`,
      payoutPaise: sql`CASE WHEN ${platformBets.positionNumber} = ${winningNumber} THEN ${platformBets.amountPaise} * ${BET_RULES.payoutMultiplier} ELSE 0 END`,
    })
    .where(eq(platformBets.sessionId, sessionId));
}
