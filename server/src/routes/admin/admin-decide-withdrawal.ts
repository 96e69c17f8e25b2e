import type { FastifyInstance } from 'fastify';
import { adminDecideWithdrawalEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { adminDecideWithdrawal } from '../../services/admin-actions';
import { adminContext } from '../../services/admin-context';

/** Mark a withdrawal paid, or reject it (the reserve is refunded). */
export default async function decideWithdrawalRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    adminDecideWithdrawalEndpoint,
    async ({ body, user }) => {
      const withdrawal = await adminDecideWithdrawal(
        adminContext(app, user),
        body.id,
        body.approve,
        body.remarks ?? '',
      );
      return {
        status: true,
        message: `Withdrawal ${withdrawal.transactionId} ${body.approve ? 'approved' : 'rejected and refunded'}`,
      };
    },
    { adminOnly: true },
  );
}
