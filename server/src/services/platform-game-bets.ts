import { rupeesToPaise } from '@bgmi/shared/server';
import { BET_MESSAGES } from '@bgmi/shared/server';
import { MONEY_MESSAGES } from '@bgmi/shared/server';
import type { Database } from '../db/database';
import { HttpError, badRequest, conflict, forbidden, isUniqueViolation } from '../lib/http-error';
import type { ServerConfig } from '../config';
import type { MoneyPolicy } from './money-controls';
import {
  betOutcome,
  betStatement,
  type BetRow,
} from '../repositories/platform-game/platform-game-repository';
import { placeBetInBatch } from '../repositories/platform-game/bet-batch';
import { INSUFFICIENT_FUNDS } from './wallet-ledger';
import { excludedMessage } from '../wire/money-controls';

export interface BetRequest {
  session_id: number;
  amount: number;
  position_number: string;
  request_id?: string | undefined;
}

/**
 * When the bet runs the `real` money mode's checks itself (DESIGN section 8: 18+ confirmed, no
 * running self-exclusion, in its own statement: migration 0028): at the policy's now in `real`,
 * never in `demo` (money-gate.ts refuses `off` before any bet).
 */
export const realChecksAt = (policy: MoneyPolicy): Date | null =>
  policy.moneyMode === 'real' ? policy.now() : null;

function betInput(body: BetRequest, policy: MoneyPolicy) {
  return {
    roundId: body.session_id, // the wire's session is the round (wire/platform-game.ts)
    positionNumber: body.position_number,
    amountPaise: rupeesToPaise(body.amount),
    requestId: body.request_id ?? null,
    minBalanceAfterPaise: 1,
    realChecksAt: realChecksAt(policy),
  };
}

/** What a failed bet statement answers: a request_id stored by a concurrent twin is a 409. */
export function betFailure(error: unknown): unknown {
  return isUniqueViolation(error) ? conflict('This bet was already placed', 'request_id') : error;
}

/** The bet as one SQL call for the caller's login session (it runs with the token check). */
export const betWork = (body: BetRequest, policy: MoneyPolicy) =>
  betStatement(betInput(body, policy));

/**
 * A bet is stored and the wallet debited in one transaction (one statement: migration 0028),
 * after the `real` mode's checks in that statement (their 403s, as money-gate.ts words them).
 * The bet must be less than the wallet (spec: an amount equal to the balance is refused), in the
 * open round, at least 10. A repeated request_id changes money once and answers as the first did.
 * `ran`: the row of betWork when it already ran with the token check; else it runs here, in one
 * statement with the other bets of its turn of the event loop (BET_BATCH_MAX, bet-batch.ts).
 */
export async function placeBet(
  database: Database,
  userId: string,
  body: BetRequest,
  policy: MoneyPolicy & Pick<ServerConfig, 'betBatchMax'>,
  ran: BetRow | null = null,
) {
  let result;
  try {
    result = ran
      ? betOutcome(ran)
      : await placeBetInBatch(database, { userId, ...betInput(body, policy) }, policy.betBatchMax);
  } catch (error) {
    throw betFailure(error);
  }
  switch (result.outcome) {
    case 'age_needed':
      throw forbidden(MONEY_MESSAGES.ageNeeded);
    case 'excluded_forever':
      throw forbidden(MONEY_MESSAGES.excludedForever);
    case 'excluded':
      throw forbidden(excludedMessage(result.excludedUntil));
    case 'closed':
      throw badRequest(BET_MESSAGES.roundClosed, 'session_id');
    case 'no_round':
      throw badRequest(BET_MESSAGES.noRound, 'session_id');
    case 'low_balance':
      throw new HttpError(400, INSUFFICIENT_FUNDS, 'amount');
    default:
      return { walletPaise: result.walletPaise, totals: result.totals };
  }
}
