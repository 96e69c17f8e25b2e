import { rupeesToPaise } from '@bgmi/shared/server';
import { BET_MESSAGES } from '@bgmi/shared/server';
import type { Database } from '../db/database';
import { HttpError, badRequest, conflict, isUniqueViolation } from '../lib/http-error';
import {
  betOutcome,
  betStatement,
  placeBetAtomically,
  type BetRow,
} from '../repositories/platform-game-repository';
import { INSUFFICIENT_FUNDS } from './wallet-ledger';

export interface BetRequest {
  session_id: number;
  amount: number;
  position_number: string;
  request_id?: string | undefined;
}

function betInput(body: BetRequest) {
  return {
    sessionId: body.session_id,
    positionNumber: body.position_number,
    amountPaise: rupeesToPaise(body.amount),
    requestId: body.request_id ?? null,
    minBalanceAfterPaise: 1,
  };
}

/** What a failed bet statement answers: a request_id stored by a concurrent twin is a 409. */
export function betFailure(error: unknown): unknown {
  return isUniqueViolation(error) ? conflict('This bet was already placed', 'request_id') : error;
}

/** The bet as one SQL call for the caller's session (it runs with the token check). */
export const betWork = (body: BetRequest) => betStatement(betInput(body));

/**
 * A bet is stored and the wallet debited in one transaction (one statement: migration 0011).
 * The bet must be less than the wallet (spec: an amount equal to the balance is refused), in the
 * open round, at least 10. A repeated request_id changes money once and answers as the first did.
 * `ran`: the row of betWork when it already ran with the token check; else it runs here.
 */
export async function placeBet(
  database: Database,
  userId: string,
  body: BetRequest,
  ran: BetRow | null = null,
) {
  let result;
  try {
    result = ran
      ? betOutcome(ran)
      : await placeBetAtomically(database, { userId, ...betInput(body) });
  } catch (error) {
    throw betFailure(error);
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
