import type { FastifyInstance } from 'fastify';
import { adminWithdrawalsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { adminListWithdrawals } from '../../repositories/wallet/withdrawal-repository';
import { STATUS_FILTER, toAdminMoneyRow } from '../../wire/admin';

export default async function listWithdrawalsRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    adminWithdrawalsEndpoint,
    async ({ body }) => {
      const rows = await adminListWithdrawals(app.database.db, STATUS_FILTER[body.status]);
      return {
        status: true,
        message: rows.length ? 'Withdrawals' : 'No data found',
        data: rows.map(toAdminMoneyRow),
      };
    },
    { adminOnly: true },
  );
}
