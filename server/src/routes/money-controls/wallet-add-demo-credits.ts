import type { FastifyInstance } from 'fastify';
import { addDemoCreditsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { updatedWallet } from '../../wire/platform-game';
import { addedToday } from '../../wire/wallet';
import { addDemoCredits } from '../../services/money-controls';

/** Demo mode only: virtual credits through the ledger, at most ₹10,000 a day. */
export default async function addDemoCreditsRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    addDemoCreditsEndpoint,
    async ({ body, user }) => {
      const { walletPaise, addedPaise } = await addDemoCredits(
        app.database,
        user.id,
        body.amount,
        app.config.now(),
      );
      return {
        status: true,
        message: `Added ${body.amount} demo credits`,
        ...updatedWallet(walletPaise),
        ...addedToday(addedPaise),
      };
    },
    { money: 'demo' },
  );
}
