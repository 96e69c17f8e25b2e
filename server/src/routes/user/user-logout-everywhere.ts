import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, logoutEverywhereEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { revokeUserTokens } from '../../repositories/user/account-repository';

/** Ends every session of the caller, this one too, and closes their sockets on every instance. */
export default async function logoutEverywhereRoute(app: FastifyInstance) {
  postEndpoint(app, logoutEverywhereEndpoint, async ({ user }) => {
    const ended = await revokeUserTokens(app.database.db, user.id);
    app.closeSessionSockets(ended);
    return {
      status: true,
      message: ACCOUNT_MESSAGES.loggedOutEverywhere,
      sessions_ended: ended.length,
    };
  });
}
