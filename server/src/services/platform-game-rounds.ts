import { SOCKET_EVENTS } from '@bgmi/shared/server';
import { BET_RULES } from '@bgmi/shared/server';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../lib/http-error';
import {
  closeRound,
  findOpenRound,
  findRound,
  insertRound,
  listRoundBets,
  listSettledRounds,
  markBetsSettled,
  walletsOf,
  type GameRoundRow,
} from '../repositories/platform-game/platform-game-repository';
import { drawNumberFromSeed, hashSeed, newSeed } from './platform-game-draw';
import { applyWalletChange } from './wallet-ledger';
import { roundToWire, updatedWallet } from '../wire/platform-game';
import type { Broadcast, EmitToUser } from '../socket/socket-types';

/** What the engine needs: the database, the sockets (no-ops in the CLI) and the round length. */
export interface RoundDeps {
  database: Database;
  emitToUser: EmitToUser;
  broadcast: Broadcast;
  roundSeconds: number;
}

/** Opens a round with a fresh secret seed and its published hash; another open one wins a race. */
export async function openRound(database: Database, roundSeconds: number): Promise<GameRoundRow> {
  return (await openRoundOnce(database, roundSeconds)).round;
}

/** Like openRound, and says whether this call opened it (false: another instance did first). */
export async function openRoundOnce(
  database: Database,
  roundSeconds: number,
): Promise<{ round: GameRoundRow; created: boolean }> {
  const seed = newSeed();
  try {
    const round = await database.transaction((tx) =>
      insertRound(tx, {
        seed,
        seedHash: hashSeed(seed),
        endsAt: new Date(Date.now() + roundSeconds * 1000),
      }),
    );
    return { round, created: true };
  } catch (error) {
    const open = isUniqueViolation(error) ? await findOpenRound(database.db) : null;
    if (open) return { round: open, created: false };
    throw error;
  }
}

export interface Settlement {
  round: GameRoundRow;
  /** Every bettor of the round and their wallet (paise) after the payouts. */
  wallets: Map<string, number>;
}

/**
 * Ends a round in one transaction: the admin's declared number or the seed's draw becomes the
 * result, winning bets are paid amount x 90 through the ledger (once each, by bet id).
 * Null when the round was not open (already settled elsewhere).
 */
export async function settleRound(database: Database, roundId: number): Promise<Settlement | null> {
  return database.transaction(async (tx) => {
    const current = await findRound(tx, roundId);
    if (!current || current.status !== 'open') return null;
    const declared = current.declaredNumber;
    const winning = declared ?? drawNumberFromSeed(current.seed);
    const round = await closeRound(tx, roundId, winning, declared ? 'admin' : 'draw');
    if (!round) return null;
    const bets = await listRoundBets(tx, roundId);
    await markBetsSettled(tx, roundId, winning);
    const wallets = new Map<string, number>();
    for (const bet of bets.filter((b) => b.positionNumber === winning)) {
      const balance = await applyWalletChange(tx, {
        userId: bet.userId,
        kind: 'win',
        amountPaise: bet.amountPaise * BET_RULES.payoutMultiplier,
        reference: `round:${roundId}`,
        idempotencyKey: `win:${bet.id}`,
      });
      wallets.set(bet.userId, balance);
    }
    const others = [...new Set(bets.map((b) => b.userId))].filter((id) => !wallets.has(id));
    for (const [id, wallet] of await walletsOf(tx, others)) wallets.set(id, wallet);
    return { round, wallets };
  });
}

function roundPayload(open: GameRoundRow | null, winning: string | null) {
  return {
    ...roundToWire(open),
    bet_numbers: {},
    session_result: winning ? { winning_number: winning } : null,
  };
}

/**
 * The result to tell with a round this call opened without settling one. No round was open: the
 * last leader settled one and died before it opened the next (killed in the turnover), so
 * nobody told that result. It goes out with the new round, as a turnover does, when it was
 * settled within a round's length; after a longer stop there is no result to tell (null).
 */
async function untoldResult(deps: RoundDeps, opened: GameRoundRow): Promise<string | null> {
  const [last] = await listSettledRounds(deps.database.db, 1);
  if (!last?.settledAt || !last.winningNumber) return null;
  const since = opened.startsAt.getTime() - last.settledAt.getTime();
  return since <= deps.roundSeconds * 1000 ? last.winningNumber : null;
}

/**
 * Settles the open round (when it has ended, or at once with `force`) and opens the next, then
 * tells everyone the result and the new round, and each bettor their new wallet.
 */
export async function advanceRound(deps: RoundDeps, { force = false } = {}) {
  const open = await findOpenRound(deps.database.db);
  if (open && !force && open.endsAt.getTime() > Date.now()) return { settled: null, opened: open };
  const settled = open ? await settleRound(deps.database, open.id) : null;
  const { round: opened, created } = await openRoundOnce(deps.database, deps.roundSeconds);
  // Whoever settled or opened tells the players; a caller that lost both races stays quiet, so a
  // turnover is broadcast once (a late `session_result: null` would close the result popup).
  if (!settled && !created) return { settled, opened };
  const result = settled?.round.winningNumber ?? (await untoldResult(deps, opened));
  const payload = roundPayload(opened, result);
  deps.broadcast(SOCKET_EVENTS.roundDetails, payload);
  for (const [userId, walletPaise] of settled?.wallets ?? []) {
    deps.emitToUser(userId, SOCKET_EVENTS.roundDetails, {
      ...payload,
      ...updatedWallet(walletPaise),
    });
  }
  return { settled, opened };
}
