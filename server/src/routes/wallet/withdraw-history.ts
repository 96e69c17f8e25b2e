import type { FastifyInstance } from 'fastify';
import { paiseToRupees, withdrawHistoryEndpoint } from '@bgmi/shared';
import { postEndpoint } from '../../lib/endpoint-route';
import { listWithdrawals } from '../../repositories/withdrawal-repository';

export default async function withdrawHistoryRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    withdrawHistoryEndpoint,
    async ({ user }) => {
      const rows = await listWithdrawals(app.database.db, user.id);
      return {
        status: true,
        message: rows.length ? 'Withdraw history' : 'No data found',
        data: rows.map((row) => ({
          _id: row.id,
          transaction_id: row.transactionId,
          withdraw_amount: paiseToRupees(row.amountPaise),
          remarks: row.remarks,
          withdraw_status: row.status,
          withdraw_details: { ...row.details, method: row.method },
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
    { money: 'view' },
  );
}
