import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, resetPasswordEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { resetWithCode } from '../../services/accounts';

/** A forgotten password: the BGMI ID, a one-time code (admin or e-mail) and the new password. */
export default async function resetPasswordRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    resetPasswordEndpoint,
    async ({ body, request }) => {
      const ended = await resetWithCode(app.database, app.config.accounts, {
        bgmiUserId: body.bgmiUserId,
        code: body.code,
        newPassword: body.newPassword,
        address: request.ip,
        now: app.config.now(),
      });
      app.closeSessionSockets(ended);
      return { status: true, message: ACCOUNT_MESSAGES.resetDone };
    },
    { rateLimitPerMinute: app.config.authRateLimitPerMinute },
  );
}
