import type { FastifyInstance } from 'fastify';
import { adminDecideDepositEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { adminDecideDeposit } from '../../services/admin-actions';
import { adminContext } from '../../services/admin-context';

/** Approve (credit the wallet, pushed to the user's open pages) or reject a pending deposit. */
export default async function decideDepositRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    adminDecideDepositEndpoint,
    async ({ body, user }) => {
      const { deposit } = await adminDecideDeposit(
        adminContext(app, user),
        body.id,
        body.approve,
        body.remarks ?? '',
      );
      return {
        status: true,
        message: `Deposit ${deposit.transactionId} ${body.approve ? 'approved' : 'rejected'}`,
      };
    },
    { adminOnly: true },
  );
}
