import type { FastifyInstance } from 'fastify';
import { adminDepositsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { adminListDeposits } from '../../repositories/wallet/deposit-repository';
import { STATUS_FILTER, toAdminMoneyRow } from '../../wire/admin';

export default async function listDepositsRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    adminDepositsEndpoint,
    async ({ body }) => {
      const rows = await adminListDeposits(app.database.db, STATUS_FILTER[body.status]);
      return {
        status: true,
        message: rows.length ? 'Deposits' : 'No data found',
        data: rows.map(toAdminMoneyRow),
      };
    },
    { adminOnly: true },
  );
}
