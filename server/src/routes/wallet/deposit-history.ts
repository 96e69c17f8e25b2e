import type { FastifyInstance } from 'fastify';
import { depositHistoryEndpoint, paiseToRupees } from '@bgmi/shared';
import { postEndpoint } from '../../lib/endpoint-route';
import { listDeposits } from '../../repositories/deposit-repository';

export default async function depositHistoryRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    depositHistoryEndpoint,
    async ({ user }) => {
      const rows = await listDeposits(app.database.db, user.id);
      return {
        status: true,
        message: rows.length ? 'Deposit history' : 'No data found',
        data: rows.map((row) => ({
          _id: row.id,
          transaction_id: row.transactionId,
          deposit_amount: paiseToRupees(row.amountPaise),
          remarks: row.remarks,
          deposit_status: row.status,
          method: row.method,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
    { money: 'view' },
  );
}
