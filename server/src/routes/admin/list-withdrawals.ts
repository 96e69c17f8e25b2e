import type { FastifyInstance } from 'fastify';
import { STATUS_LABELS, paiseToRupees } from '@bgmi/shared';
import { adminWithdrawalsEndpoint } from '@bgmi/shared/src/day-and-money';
import { postEndpoint } from '../../lib/endpoint-route';
import { adminListWithdrawals } from '../../repositories/withdrawal-repository';
import { STATUS_FILTER } from './admin-actor';

export default async function listWithdrawalsRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    adminWithdrawalsEndpoint,
    async ({ body }) => {
      const rows = await adminListWithdrawals(app.database.db, STATUS_FILTER[body.status]);
      return {
        status: true,
        message: rows.length ? 'Withdrawals' : 'No data found',
        data: rows.map((row) => ({
          id: row.id,
          user: row.bgmiUserId,
          reference: row.transactionId,
          amount: paiseToRupees(row.amountPaise),
          method: row.method,
          status: STATUS_LABELS[row.status] ?? String(row.status),
          created: row.createdAt.toISOString(),
        })),
      };
    },
    { adminOnly: true },
  );
}
