import type { FastifyInstance } from 'fastify';
import { WALLET_MESSAGES, depositEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { requestDeposit } from '../../services/deposits';

/** A deposit request with its UTR: pending until an admin approves it (then the wallet is credited). */
export default async function depositRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    depositEndpoint,
    async ({ body, user }) => {
      const deposit = await requestDeposit(app.database, user.id, body, app.config);
      return {
        status: true,
        message: WALLET_MESSAGES.depositSuccess,
        data: {
          _id: deposit.id,
          transaction_id: deposit.transactionId,
          deposit_status: deposit.status,
        },
      };
    },
    { money: 'deposit' },
  );
}
