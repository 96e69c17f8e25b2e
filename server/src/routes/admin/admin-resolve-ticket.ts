import type { FastifyInstance } from 'fastify';
import { adminResolveTicketEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { adminResolveTicket } from '../../services/admin-actions';
import { adminContext } from '../../services/admin-context';

export default async function resolveTicketRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    adminResolveTicketEndpoint,
    async ({ body, user }) => {
      await adminResolveTicket(adminContext(app, user), body.id, body.reject);
      return { status: true, message: body.reject ? 'Ticket rejected' : 'Ticket resolved' };
    },
    { adminOnly: true },
  );
}
