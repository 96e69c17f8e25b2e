import type { FastifyInstance } from 'fastify';
import { adminTicketsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { adminListTickets } from '../../repositories/wallet/ticket-repository';
import { STATUS_FILTER } from '../../wire/admin';
import { toAdminTicketRow } from '../../wire/admin';

export default async function listTicketsRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    adminTicketsEndpoint,
    async ({ body }) => {
      const rows = await adminListTickets(app.database.db, STATUS_FILTER[body.status]);
      return {
        status: true,
        message: rows.length ? 'Tickets' : 'No data found',
        data: rows.map(toAdminTicketRow),
      };
    },
    { adminOnly: true },
  );
}
