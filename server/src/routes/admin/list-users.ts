import type { FastifyInstance } from 'fastify';
import { paiseToRupees } from '@bgmi/shared';
import { adminUsersEndpoint } from '@bgmi/shared/day-and-money';
import { postEndpoint } from '../../lib/endpoint-route';
import { adminListUsers } from '../../repositories/admin-audit-repository';

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
        data: rows.map((row) => ({
          id: row.id,
          bgmiUserId: row.bgmi_user_id,
          name: row.name,
          wallet: paiseToRupees(Number(row.wallet_paise)),
          sum_of_entries: paiseToRupees(Number(row.entries_paise)),
          consistent: Number(row.wallet_paise) === Number(row.entries_paise),
          is_admin: row.is_admin,
          is_organizer: row.is_organizer,
        })),
      };
    },
    { adminOnly: true },
  );
}
