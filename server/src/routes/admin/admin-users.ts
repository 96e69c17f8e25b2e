import type { FastifyInstance } from 'fastify';
import { adminUsersEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { adminListUsers } from '../../repositories/admin/admin-audit-repository';
import { toAdminUserRow } from '../../wire/admin';

/** Users with their balance and the ledger check (balance equals the sum of entries). */
export default async function listUsersRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    adminUsersEndpoint,
    async ({ body }) => {
      const rows = await adminListUsers(app.database.db, body.search || undefined);
      return {
        status: true,
        message: rows.length ? 'Users' : 'No data found',
        data: rows.map(toAdminUserRow),
      };
    },
    { adminOnly: true },
  );
}
