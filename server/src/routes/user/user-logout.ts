import type { FastifyInstance } from 'fastify';
import { logoutEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { tokenFromHeader } from '../../lib/tokens';
import { revokeToken } from '../../repositories/user/user-repository';

/** Revokes the caller's token; its open sockets close at once, on every instance. */
export default async function logoutRoute(app: FastifyInstance) {
  postEndpoint(app, logoutEndpoint, async ({ user, request }) => {
    const token = tokenFromHeader(request.headers.authorization) ?? '';
    const revoked = await revokeToken(app.database.db, user.id, token);
    app.closeSessionSockets(revoked);
    return { status: true, message: 'Logged out' };
  });
}
