import { paiseToRupees, rupeesToPaise } from '@bgmi/shared';
import { BET_MESSAGES } from '@bgmi/shared/jantri-contract';
import type { Database } from '../db/database';
import { HttpError, badRequest, conflict, isUniqueViolation } from '../lib/http-error';
import { placeBetAtomically } from '../repositories/platform-game-repository';
import { INSUFFICIENT_FUNDS } from './wallet-ledger';

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

/**
 * A bet is stored and the wallet debited in one transaction (one statement: migration 0011).
 * The bet must be less than the wallet (spec: an amount equal to the balance is refused), in the
 * open round, at least 10. A repeated request_id changes money once and answers as the first did.
 */
export async function placeBet(database: Database, userId: string, body: BetRequest) {
  let result;
  try {
    result = await placeBetAtomically(database, {
      userId,
      sessionId: body.session_id,
      positionNumber: body.position_number,
      amountPaise: rupeesToPaise(body.amount),
      requestId: body.request_id ?? null,
      minBalanceAfterPaise: 1,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This bet was already placed', 'request_id');
    throw error;
  }
  switch (result.outcome) {
    case 'closed':
      throw badRequest(BET_MESSAGES.sessionClosed, 'session_id');
    case 'no_session':
      throw badRequest(BET_MESSAGES.noSession, 'session_id');
    case 'low_balance':
      throw new HttpError(400, INSUFFICIENT_FUNDS, 'amount');
    default:
      return { walletPaise: result.walletPaise, totals: result.totals };
  }
}
