import type { FastifyInstance } from 'fastify';
import { paiseToRupees } from '@bgmi/shared';
import { BET_MESSAGES, placeBetEndpoint } from '@bgmi/shared/jantri-contract';
import { postEndpoint } from '../../lib/endpoint-route';
import { placeBet, totalsInRupees } from '../../services/platform-game-bets';

/** A bet on one number of the running round; the wallet is debited with it. */
export default async function betPlaceRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    placeBetEndpoint,
    async ({ body, user }) => {
      const { walletPaise, totals } = await placeBet(app.database, user.id, body);
      return {
        status: true,
        message: BET_MESSAGES.placed,
        updated_wallet: paiseToRupees(walletPaise),
        bet_numbers: totalsInRupees(totals),
      };
    },
    { money: 'bet', keepsPublicLists: true },
  );
}
