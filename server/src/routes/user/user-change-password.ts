import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, changePasswordEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { badRequest, unauthorized } from '../../lib/http-error';
import { verifyPassword } from '../../lib/passwords';
import { findUserById } from '../../repositories/user/user-repository';
import { assertNewPassword, guardAttempt, replacePassword } from '../../services/accounts';

/**
 * Change password (issue 25): the current password again (a borrowed phone with an open session
 * must not take the account), then every other session of the user ends and its sockets close.
 */
export default async function changePasswordRoute(app: FastifyInstance) {
  postEndpoint(app, changePasswordEndpoint, async ({ body, user, request }) => {
    const row = await findUserById(app.database.db, user.id);
    if (!row) throw unauthorized();
    assertNewPassword(body.newPassword, 'newPassword', row);
    // Guessing the current password through an open session counts like failed logins.
    await guardAttempt(app.database, app.config.accounts, row.id, request.ip, 'currentPassword');
    if (!(await verifyPassword(body.currentPassword, row.passwordHash)))
      throw badRequest(ACCOUNT_MESSAGES.wrongCurrent, 'currentPassword');
    const ended = await app.database.transaction((tx) =>
      replacePassword(tx, row.id, body.newPassword, request.tokenId ?? undefined),
    );
    app.closeSessionSockets(ended);
    return {
      status: true,
      message: ACCOUNT_MESSAGES.passwordChanged,
      sessions_ended: ended.length,
    };
  });
}
