import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { FOREIGN_TOKEN_MESSAGE } from '@bgmi/shared';
import { toAuthUser, type AuthUser } from '../repositories/user-repository';
import { findSessionByToken, touchSession } from '../repositories/session-repository';
import { tokenFromHeader } from '../lib/tokens';
import { unauthorized } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** The id of the caller's token row (logout revokes it, its sockets close with it). */
    tokenId: string | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless the Authorization header carries a known token. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Identity comes from the token only (DESIGN section 3). A token the server does not know is
 * answered with the spec's logout message, so a client holding a stale token logs out cleanly.
 */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('tokenId', null);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const token = tokenFromHeader(request.headers.authorization);
      if (!token) throw unauthorized('Please login first');
      const session = await findSessionByToken(app.database.db, token, app.config.sessionIdleDays);
      if (!session) throw unauthorized(FOREIGN_TOKEN_MESSAGE);
      request.user = toAuthUser(session.user);
      request.tokenId = session.tokenId;
      // Expiry counts from the last use; writing it at most once a minute spares a write per call.
      if (Date.now() - session.lastUsedAt.getTime() > app.config.sessionTouchSeconds * 1000)
        await touchSession(app.database.db, session.tokenId);
    });
  },
  { name: 'auth', dependencies: ['database', 'config'] },
);
