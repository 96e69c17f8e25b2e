import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { BET_RULES } from '@bgmi/shared/server';
import type { Database, DbOrTx } from '../../db/database';
import { gameRounds, platformBetTotals, platformBets, users } from '../../db/schema';

export type GameRoundRow = typeof gameRounds.$inferSelect;
export type PlatformBetRow = typeof platformBets.$inferSelect;

/** The open round, if any. Its seed stays inside the server until the round is settled. */
export async function findOpenRound(db: DbOrTx): Promise<GameRoundRow | null> {
  const rows = await db.select().from(gameRounds).where(eq(gameRounds.status, 'open')).limit(1);
  return rows[0] ?? null;
}

export async function findRound(db: DbOrTx, id: number): Promise<GameRoundRow | null> {
  const rows = await db.select().from(gameRounds).where(eq(gameRounds.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertRound(
  db: DbOrTx,
  values: Pick<GameRoundRow, 'endsAt' | 'seed' | 'seedHash'>,
): Promise<GameRoundRow> {
  const rows = await db.insert(gameRounds).values(values).returning();
  return rows[0]!;
}

/** Records an admin's number for an open round; it replaces the draw when the round ends. */
export async function declareNumber(
  db: DbOrTx,
  id: number,
  number: string,
): Promise<GameRoundRow | null> {
  const rows = await db
    .update(gameRounds)
    .set({ declaredNumber: number })
    .where(and(eq(gameRounds.id, id), eq(gameRounds.status, 'open')))
    .returning();
  return rows[0] ?? null;
}

/** Open -> settled with its result, once (a second settler finds nothing). */
export async function closeRound(
  db: DbOrTx,
  id: number,
  winningNumber: string,
  source: 'draw' | 'admin',
): Promise<GameRoundRow | null> {
  const rows = await db
    .update(gameRounds)
    .set({ status: 'settled', winningNumber, resultSource: source, settledAt: new Date() })
    .where(and(eq(gameRounds.id, id), eq(gameRounds.status, 'open')))
    .returning();
  return rows[0] ?? null;
}

export async function listSettledRounds(db: DbOrTx, limit: number): Promise<GameRoundRow[]> {
  return db
    .select()
    .from(gameRounds)
    .where(eq(gameRounds.status, 'settled'))
    .orderBy(desc(gameRounds.id))
    .limit(limit);
}

/** The caller's amounts (paise) per number in one round (the running sums of migration 0012). */
export async function ownBetTotals(
  db: DbOrTx,
  userId: string,
  roundId: number,
): Promise<Record<string, number>> {
  const rows = await db
    .select({ position: platformBetTotals.positionNumber, total: platformBetTotals.amountPaise })
    .from(platformBetTotals)
    .where(and(eq(platformBetTotals.userId, userId), eq(platformBetTotals.roundId, roundId)));
  return Object.fromEntries(rows.map((row) => [row.position, Number(row.total)]));
}

/** Every bet of a round (settlement). */
export async function listRoundBets(db: DbOrTx, roundId: number): Promise<PlatformBetRow[]> {
  return db
    .select()
    .from(platformBets)
    .where(eq(platformBets.roundId, roundId))
    .orderBy(platformBets.id);
}

export async function markBetsSettled(
  db: DbOrTx,
  roundId: number,
  winningNumber: string,
): Promise<void> {
  await db
    .update(platformBets)
    .set({
      won: sql`${platformBets.positionNumber} = ${winningNumber}`,
      payoutPaise: sql`CASE WHEN ${platformBets.positionNumber} = ${winningNumber} THEN ${platformBets.amountPaise} * ${BET_RULES.payoutMultiplier} ELSE 0 END`,
    })
    .where(eq(platformBets.roundId, roundId));
}

export type BetOutcome =
  | { outcome: 'placed' | 'repeat'; walletPaise: number; totals: Record<string, number> }
  | { outcome: 'closed' | 'no_round' | 'low_balance' | 'age_needed' | 'excluded_forever' }
  | { outcome: 'excluded'; excludedUntil: Date };

export interface BetInput {
  userId: string;
  roundId: number;
  positionNumber: string;
  amountPaise: number;
  requestId: string | null;
  /** The balance must stay at or above this after the debit. */
  minBalanceAfterPaise: number;
  /**
   * The `real` money mode's checks (18+ confirmed, no running self-exclusion) at this time (the
   * API's clock), run first in the same statement; null: not checked (`demo`).
   */
  realChecksAt: Date | null;
}

/** The row of migration 0028's platform_game_place_bet. */
export interface BetRow {
  outcome: BetOutcome['outcome'];
  wallet_paise: string | number | null;
  totals: Record<string, number | string> | null;
  excluded_until: Date | string | null;
}

/**
 * A bet as one SQL call: migration 0028's function (its one definition; 0011, 0012 and, before
 * issue 24, 0022 made earlier ones) runs the real mode's checks when asked, checks the round
 * (FOR SHARE), debits the wallet with its ledger entry, stores the bet and answers the caller's
 * totals, all in one statement's transaction. `userId` is the SQL of the bettor's id: a parameter, or the login
 * session's user id when it runs with the token check (lib/one-trip-endpoint.ts).
 */
export function betStatement(input: Omit<BetInput, 'userId'>) {
  return {
    name: 'platform-game-place-bet',
    params: [
      input.roundId,
      input.positionNumber,
      input.amountPaise,
      input.requestId,
      input.minBalanceAfterPaise,
      input.realChecksAt !== null,
      // eslint-disable-next-line home/wire-mapping-home -- a query parameter, not an answer
      (input.realChecksAt ?? new Date(0)).toISOString(),
    ],
    call: betCall,
  };
}

/** The function's call text, made once per place of the user and first parameter (two in use). */
const betCalls = new Map<string, string>();
function betCall(userId: string, first: number): string {
  const key = `${userId} ${first}`;
  let text = betCalls.get(key);
  if (text === undefined) {
    const params = [0, 1, 2, 3, 4, 5, 6].map((i) => `$${first + i}`).join(', ');
    text = `platform_game_place_bet(${userId}, ${params})`;
    betCalls.set(key, text);
  }
  return text;
}

const PLACE_BET_SQL = `SELECT outcome, wallet_paise, totals, excluded_until FROM ${betCall('$1', 2)}`;

/** A bet on its own: the statement above with the user as its first parameter. */
export async function placeBetAtomically(database: Database, input: BetInput): Promise<BetOutcome> {
  const bet = betStatement(input);
  const [row] = await database.query<BetRow>(
    PLACE_BET_SQL,
    [input.userId, ...bet.params],
    bet.name,
  );
  if (!row) throw new Error('platform_game_place_bet answered no row');
  return betOutcome(row);
}

export function betOutcome(row: BetRow): BetOutcome {
  if (row.outcome === 'excluded')
    return { outcome: 'excluded', excludedUntil: new Date(row.excluded_until ?? 0) };
  if (row.outcome !== 'placed' && row.outcome !== 'repeat') return { outcome: row.outcome };
  const totals = Object.fromEntries(
    Object.entries(row.totals ?? {}).map(([key, paise]) => [key, Number(paise)]),
  );
  return { outcome: row.outcome, walletPaise: Number(row.wallet_paise ?? 0), totals };
}

/** Wallets (paise) of the given users (a round's bettors after settlement). */
export async function walletsOf(db: DbOrTx, userIds: string[]): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ id: users.id, wallet: users.walletPaise })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.wallet]));
}
