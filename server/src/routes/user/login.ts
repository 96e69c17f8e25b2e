import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, loginEndpoint } from '@bgmi/shared';
import { postEndpoint } from '../../lib/endpoint-route';
import { HttpError } from '../../lib/http-error';
import { verifyPassword } from '../../lib/passwords';
import { newToken } from '../../lib/tokens';
import { findUserByBgmiUserId, storeToken } from '../../repositories/user-repository';
import { loadUserData } from '../../services/user-profile';

/** One message for unknown id and wrong password, so ids cannot be probed. */
const BAD_CREDENTIALS = 'Invalid BGMI ID or password';

export default async function loginRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    loginEndpoint,
    async ({ body }) => {
      const user = await findUserByBgmiUserId(app.database.db, body.bgmiUserId);
      const valid = user ? await verifyPassword(body.password, user.passwordHash) : false;
      if (!user || !valid) throw new HttpError(401, BAD_CREDENTIALS, 'password');
      const token = newToken();
      await app.database.transaction((tx) => storeToken(tx, user.id, token));
      const data = await loadUserData(app.database.db, user);
      return {
        status: true,
        message: AUTH_MESSAGES.loginSuccess,
        data: { ...data, auth_token: token },
      };
    },
    { rateLimitPerMinute: app.config.authRateLimitPerMinute },
  );
}
