import type { FastifyInstance } from 'fastify';
import { complainListEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listTickets } from '../../repositories/wallet/ticket-repository';
import { toComplaintRow } from '../../wire/wallet';

export default async function complainListRoute(app: FastifyInstance) {
  postEndpoint(app, complainListEndpoint, async ({ user }) => {
    const rows = await listTickets(app.database.db, user.id);
    return {
      status: true,
      message: rows.length ? 'Tickets' : 'No data found',
      data: rows.map(toComplaintRow),
    };
  });
}
