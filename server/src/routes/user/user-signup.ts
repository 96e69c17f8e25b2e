import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, signupEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { conflict, isUniqueViolation } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { assertStrongPassword } from '../../lib/password-strength';
import { newToken } from '../../lib/tokens';
import {
  findUserByBgmiUserId,
  insertUser,
  storeToken,
} from '../../repositories/user/user-repository';
import { loadUserData } from '../../services/user-profile';

const TAKEN = 'This BGMI ID is already registered';

export default async function signupRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    signupEndpoint,
    async ({ body }) => {
      // Issue 25: a common or guessable password is refused, naming the field.
      assertStrongPassword(body.password, 'password', [body.bgmiUserId, body.fullName, body.email]);
      const passwordHash = await hashPassword(body.password);
      const token = newToken();
      try {
        return await app.database.transaction(async (tx) => {
          if (await findUserByBgmiUserId(tx, body.bgmiUserId)) throw conflict(TAKEN, 'bgmiUserId');
          const user = await insertUser(tx, {
            // username is fixed at sign-up; bgmiUserId stays editable (DESIGN section 3).
            username: body.bgmiUserId,
            bgmiUserId: body.bgmiUserId,
            name: body.fullName,
            email: body.email,
            phone: body.phone,
            passwordHash,
          });
          await storeToken(tx, user.id, token);
          const data = await loadUserData(tx, user);
          return {
            status: true,
            message: AUTH_MESSAGES.signupSuccess,
            data: { ...data, auth_token: token },
          };
        });
      } catch (error) {
        // Two sign-ups racing for one game id: the unique index decides, the loser gets 409.
        if (isUniqueViolation(error)) throw conflict(TAKEN, 'bgmiUserId');
        throw error;
      }
    },
    { rateLimitPerMinute: app.config.authRateLimitPerMinute },
  );
}
