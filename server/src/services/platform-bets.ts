import { BET_MESSAGES, paiseToRupees, rupeesToPaise } from '@bgmi/shared';
import { eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/database';
import { users } from '../db/schema';
import { badRequest, conflict, isUniqueViolation } from '../lib/http-error';
import {
  findOpenSession,
  findOwnBetByRequest,
  insertBet,
  lockSessionForBet,
  ownBetTotals,
} from '../repositories/game-session-repository';
import { applyWalletChange } from './wallet-ledger';

export interface BetRequest {
  session_id: number;
  amount: number;
  position_number: string;
  request_id?: string | undefined;
}

export function totalsInRupees(totals: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(totals).map(([key, paise]) => [key, paiseToRupees(paise)]),
  );
}

async function walletOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ wallet: users.walletPaise })
    .from(users)
    .where(eq(users.id, userId));
  return row?.wallet ?? 0;
}

/**
 * A bet is stored and the wallet debited in one transaction. The bet must be less than the wallet
 * (spec: an amount equal to the balance is refused), in the open round, at least 10.
 * A repeated request_id changes money once and answers as the first did.
 */
export async function placeBet(database: Database, userId: string, body: BetRequest) {
  try {
    return await database.transaction(async (tx) => {
      const repeat = body.request_id
        ? await findOwnBetByRequest(tx, userId, body.request_id)
        : null;
      if (repeat) {
        return {
          walletPaise: await walletOf(tx, userId),
          totals: await ownBetTotals(tx, userId, repeat.sessionId),
        };
      }
      const session = await lockSessionForBet(tx, body.session_id);
      if (!session) {
        const open = await findOpenSession(tx);
        throw badRequest(open ? BET_MESSAGES.sessionClosed : BET_MESSAGES.noSession, 'session_id');
      }
      const amountPaise = rupeesToPaise(body.amount);
      const walletPaise = await applyWalletChange(tx, {
        userId,
        kind: 'bet',
        amountPaise: -amountPaise,
        reference: `session:${session.id}`,
        idempotencyKey: body.request_id ? `bet:${userId}:${body.request_id}` : undefined,
        note: `number ${body.position_number}`,
        minBalanceAfterPaise: 1,
      });
      await insertBet(tx, {
        sessionId: session.id,
        userId,
        positionNumber: body.position_number,
        amountPaise,
        requestId: body.request_id ?? null,
      });
      return { walletPaise, totals: await ownBetTotals(tx, userId, session.id) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This bet was already placed', 'request_id');
    throw error;
  }
}
