import type { FastifyInstance } from 'fastify';
import { adminResolveTicketEndpoint } from '@bgmi/shared/day-and-money';
import { postEndpoint } from '../../lib/endpoint-route';
import { badRequest } from '../../lib/http-error';
import { adminResolveTicket } from '../../services/admin-actions';
import { adminContext } from '../../services/admin-context';

export default async function resolveTicketRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    adminResolveTicketEndpoint,
    async ({ body, user }) => {
      if (!/^[0-9a-f-]{36}$/i.test(body.id)) throw badRequest('id must be a ticket id', 'id');
      await adminResolveTicket(adminContext(app, user), body.id, body.reject);
      return { status: true, message: body.reject ? 'Ticket rejected' : 'Ticket resolved' };
    },
    { adminOnly: true },
  );
}
