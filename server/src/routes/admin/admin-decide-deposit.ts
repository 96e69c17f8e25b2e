import type { FastifyInstance } from 'fastify';
import { adminDecideDepositEndpoint } from '@bgmi/shared/server';
import { adminDecisionHandler } from '../../lib/admin-decision-handler';
import { postEndpoint } from '../../lib/endpoint-route';
import { adminDecideDeposit } from '../../services/admin-actions';

/** Approve (credit the wallet, pushed to the user's open pages) or reject a pending deposit. */
export default async function decideDepositRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    adminDecideDepositEndpoint,
    adminDecisionHandler(app, async (ctx, { id, approve, remarks }) => {
      const { deposit } = await adminDecideDeposit(ctx, id, approve, remarks);
      return `Deposit ${deposit.transactionId} ${approve ? 'approved' : 'rejected'}`;
    }),
    { adminOnly: true },
  );
}
