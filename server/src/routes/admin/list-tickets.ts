import type { FastifyInstance } from 'fastify';
import { STATUS_LABELS } from '@bgmi/shared';
import { adminTicketsEndpoint } from '@bgmi/shared/day-and-money';
import { postEndpoint } from '../../lib/endpoint-route';
import { adminListTickets } from '../../repositories/ticket-repository';
import { STATUS_FILTER } from '../../wire/admin';

export default async function listTicketsRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    adminTicketsEndpoint,
    async ({ body }) => {
      const rows = await adminListTickets(app.database.db, STATUS_FILTER[body.status]);
      return {
        status: true,
        message: rows.length ? 'Tickets' : 'No data found',
        data: rows.map((row) => ({
          id: row.id,
          user: row.bgmiUserId,
          subject: row.subject,
          message: row.message,
          status: STATUS_LABELS[row.status] ?? String(row.status),
          created: row.createdAt.toISOString(),
        })),
      };
    },
    { adminOnly: true },
  );
}
