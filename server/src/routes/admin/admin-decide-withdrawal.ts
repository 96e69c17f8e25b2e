import type { FastifyInstance } from 'fastify';
import { adminDecideWithdrawalEndpoint } from '@bgmi/shared/server';
import { adminDecisionRoute } from '../../lib/admin-decision-route';
import { adminDecideWithdrawal } from '../../services/admin-actions';

/** Mark a withdrawal paid, or reject it (the reserve is refunded). */
export default async function decideWithdrawalRoute(app: FastifyInstance) {
  adminDecisionRoute(app, adminDecideWithdrawalEndpoint, async (ctx, { id, approve, remarks }) => {
    const withdrawal = await adminDecideWithdrawal(ctx, id, approve, remarks);
    return `Withdrawal ${withdrawal.transactionId} ${approve ? 'approved' : 'rejected and refunded'}`;
  });
}
