import type { FastifyInstance } from 'fastify';
import { BET_MESSAGES, placeBetEndpoint } from '@bgmi/shared/server';
import { postOneTripEndpoint } from '../../lib/one-trip-endpoint';
import type { BetRow } from '../../repositories/platform-game/platform-game-repository';
import { betFailure, betWork, placeBet } from '../../services/platform-game-bets';
import { totalsInRupees, updatedWallet } from '../../wire/platform-game';

/**
 * A bet on one number of the running round; the wallet is debited with it. The bet runs in the
 * token check's statement (one round trip, lib/one-trip-endpoint.ts): it is the hottest write. In
 * the `real` money mode the 18+ and self-exclusion checks run first in that statement too.
 */
export default async function betPlaceRoute(app: FastifyInstance) {
  postOneTripEndpoint<typeof placeBetEndpoint, BetRow>(
    app,
    placeBetEndpoint,
    (body) => betWork(body, app.config),
    async ({ body, user, ran }) => {
      const { walletPaise, totals } = await placeBet(app.database, user.id, body, app.config, ran);
      return {
        status: true,
        message: BET_MESSAGES.placed,
        ...updatedWallet(walletPaise),
        bet_numbers: totalsInRupees(totals),
      };
    },
    { money: 'bet', keepsPublicLists: true, workFailure: betFailure, userMoneyChecksInWork: true },
  );
}
