import { SOCKET_EVENTS } from '@bgmi/shared/server';
import { BET_RULES } from '@bgmi/shared/server';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../lib/http-error';
import {
  closeSession,
  findOpenSession,
  findSession,
  insertSession,
  listSessionBets,
  markBetsSettled,
  walletsOf,
  type GameSessionRow,
} from '../repositories/platform-game-repository';
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
export async function openRound(database: Database, roundSeconds: number): Promise<GameSessionRow> {
  return (await openRoundOnce(database, roundSeconds)).session;
}

/** Like openRound, and says whether this call opened it (false: another instance did first). */
export async function openRoundOnce(
  database: Database,
  roundSeconds: number,
): Promise<{ session: GameSessionRow; created: boolean }> {
  const seed = newSeed();
  try {
    const session = await database.transaction((tx) =>
      insertSession(tx, {
        seed,
        seedHash: hashSeed(seed),
        endsAt: new Date(Date.now() + roundSeconds * 1000),
      }),
    );
    return { session, created: true };
  } catch (error) {
    const open = isUniqueViolation(error) ? await findOpenSession(database.db) : null;
    if (open) return { session: open, created: false };
    throw error;
  }
}

export interface Settlement {
  session: GameSessionRow;
  /** Every bettor of the round and their wallet (paise) after the payouts. */
  wallets: Map<string, number>;
}

/**
 * Ends a round in one transaction: the admin's declared number or the seed's draw becomes the
 * result, winning bets are paid amount x 90 through the ledger (once each, by bet id).
 * Null when the round was not open (already settled elsewhere).
 */
export async function settleRound(
  database: Database,
  sessionId: number,
): Promise<Settlement | null> {
  return database.transaction(async (tx) => {
    const current = await findSession(tx, sessionId);
    if (!current || current.status !== 'open') return null;
    const declared = current.declaredNumber;
    const winning = declared ?? drawNumberFromSeed(current.seed);
    const session = await closeSession(tx, sessionId, winning, declared ? 'admin' : 'draw');
    if (!session) return null;
    const bets = await listSessionBets(tx, sessionId);
    await markBetsSettled(tx, sessionId, winning);
    const wallets = new Map<string, number>();
    for (const bet of bets.filter((b) => b.positionNumber === winning)) {
      const balance = await applyWalletChange(tx, {
        userId: bet.userId,
        kind: 'win',
        amountPaise: bet.amountPaise * BET_RULES.payoutMultiplier,
        reference: `session:${sessionId}`,
        idempotencyKey: `win:${bet.id}`,
      });
      wallets.set(bet.userId, balance);
    }
    const others = [...new Set(bets.map((b) => b.userId))].filter((id) => !wallets.has(id));
    for (const [id, wallet] of await walletsOf(tx, others)) wallets.set(id, wallet);
    return { session, wallets };
  });
}

function roundPayload(open: GameSessionRow | null, winning: string | null) {
  return {
    ...roundToWire(open),
    bet_numbers: {},
    session_result: winning ? { winning_number: winning } : null,
  };
}

/**
 * Settles the open round (when it has ended, or at once with `force`) and opens the next, then
 * tells everyone the result and the new round, and each bettor their new wallet.
 */
export async function advanceRound(deps: RoundDeps, { force = false } = {}) {
  const open = await findOpenSession(deps.database.db);
  if (open && !force && open.endsAt.getTime() > Date.now()) return { settled: null, opened: open };
  const settled = open ? await settleRound(deps.database, open.id) : null;
  const { session: opened, created } = await openRoundOnce(deps.database, deps.roundSeconds);
  // Whoever settled or opened tells the players; a caller that lost both races stays quiet, so a
  // turnover is broadcast once (a late `session_result: null` would close the result popup).
  if (!settled && !created) return { settled, opened };
  const payload = roundPayload(opened, settled?.session.winningNumber ?? null);
  deps.broadcast(SOCKET_EVENTS.sessionDetails, payload);
  for (const [userId, walletPaise] of settled?.wallets ?? []) {
    deps.emitToUser(userId, SOCKET_EVENTS.sessionDetails, {
      ...payload,
      ...updatedWallet(walletPaise),
    });
  }
  return { settled, opened };
}
