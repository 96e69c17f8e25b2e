import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../repositories/user/user-repository';
import { authenticateToken, touchSessionLater } from '../services/session-auth';
import { tokenFromHeader } from '../lib/tokens';
import { unauthorized } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** The id of the caller's token row (logout revokes it, its sockets close with it). */
    tokenId: string | null;
    /** The token's last use is to be written once the call is answered (not before it). */
    staleSession: boolean;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless the Authorization header carries a known token. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Identity comes from the token only (DESIGN section 3), checked by services/session-auth.ts like
 * the socket handshake's. A token the server does not know is answered with the spec's logout
 * message, so a client holding a stale token logs out cleanly. A token's last use is written
 * after the answer (onResponse), so no call waits for that write (issue 25).
 */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('tokenId', null);
    app.decorateRequest('staleSession', false);
    // A callback hook (every call runs it; an async one costs a promise and a microtask turn).
    app.addHook('onResponse', (request, _reply, done) => {
      if (request.staleSession && request.tokenId) touchSessionLater(app, request.tokenId);
      done();
    });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const auth = await authenticateToken(app, tokenFromHeader(request.headers.authorization));
      if ('refused' in auth) throw unauthorized(auth.refused);
      request.user = auth.user;
      request.tokenId = auth.tokenId;
      request.staleSession = auth.stale;
    });
  },
  { name: 'auth', dependencies: ['database', 'config'] },
);
