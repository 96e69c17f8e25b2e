import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { FOREIGN_TOKEN_MESSAGE } from '@bgmi/shared';
import { findUserByToken, toAuthUser, type AuthUser } from '../repositories/user-repository';
import { tokenFromHeader } from '../lib/tokens';
import { unauthorized } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
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
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const token = tokenFromHeader(request.headers.authorization);
      if (!token) throw unauthorized('Please login first');
      const row = await findUserByToken(app.database.db, token);
      if (!row) throw unauthorized(FOREIGN_TOKEN_MESSAGE);
      request.user = toAuthUser(row);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
