import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, loginEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { HttpError } from '../../lib/http-error';
import { verifyPassword } from '../../lib/passwords';
import { newToken } from '../../lib/tokens';
import { findUserByBgmiUserId, storeToken } from '../../repositories/user/user-repository';
import { guardAttempt, loginSucceeded } from '../../services/accounts';
import { loadUserData } from '../../services/user-profile';

/** One message for unknown id and wrong password, so ids cannot be probed. */
const BAD_CREDENTIALS = 'Invalid BGMI ID or password';

export default async function loginRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    loginEndpoint,
    async ({ body, request }) => {
      const user = await findUserByBgmiUserId(app.database.db, body.bgmiUserId);
      // Per account, from any address (issue 25): counted before the password is evaluated.
      if (user)
        await guardAttempt(app.database, app.config.accounts, user.id, request.ip, 'password');
      const valid = user ? await verifyPassword(body.password, user.passwordHash) : false;
      if (!user || !valid) throw new HttpError(401, BAD_CREDENTIALS, 'password');
      await loginSucceeded(app.database, user.id, request.ip);
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
