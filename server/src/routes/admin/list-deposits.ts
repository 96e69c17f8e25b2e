import type { FastifyInstance } from 'fastify';
import { STATUS_LABELS, paiseToRupees } from '@bgmi/shared';
import { adminDepositsEndpoint } from '@bgmi/shared/src/day-and-money';
import { postEndpoint } from '../../lib/endpoint-route';
import { adminListDeposits } from '../../repositories/deposit-repository';
import { STATUS_FILTER } from './admin-actor';

export default async function listDepositsRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    adminDepositsEndpoint,
    async ({ body }) => {
      const rows = await adminListDeposits(app.database.db, STATUS_FILTER[body.status]);
      return {
        status: true,
        message: rows.length ? 'Deposits' : 'No data found',
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
