import type { FastifyInstance } from 'fastify';
import { adminAuditEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listAudit } from '../../repositories/admin/admin-audit-repository';
import { toAuditRow } from '../../wire/admin';

/** The append-only audit log, newest first, filtered by action, admin or target. */
export default async function listAuditRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    adminAuditEndpoint,
    async ({ body }) => {
      const rows = await listAudit(app.database.db, body);
      return {
        status: true,
        message: rows.length ? 'Audit log' : 'No data found',
        data: rows.map(toAuditRow),
      };
    },
    { adminOnly: true },
  );
}
