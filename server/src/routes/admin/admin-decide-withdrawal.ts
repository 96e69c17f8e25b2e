import type { FastifyInstance } from 'fastify';
import { adminDecideWithdrawalEndpoint } from '@bgmi/shared/server';
import { adminDecisionHandler } from '../../lib/admin-decision-handler';
import { postEndpoint } from '../../lib/endpoint-route';
import { adminDecideWithdrawal } from '../../services/admin-actions';

/** Mark a withdrawal paid, or reject it (the reserve is refunded). */
export default async function decideWithdrawalRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    adminDecideWithdrawalEndpoint,
    adminDecisionHandler(app, async (ctx, { id, approve, remarks }) => {
      const withdrawal = await adminDecideWithdrawal(ctx, id, approve, remarks);
      return `Withdrawal ${withdrawal.transactionId} ${approve ? 'approved' : 'rejected and refunded'}`;
    }),
    { adminOnly: true },
  );
}
