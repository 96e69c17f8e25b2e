import type { FastifyInstance } from 'fastify';
import { adminRunEndpoint } from '@bgmi/shared';
import { findCommand } from '../../cli/commands';
import { CLI_ACTOR } from '../../cli/admin-command';
import { postEndpoint } from '../../lib/endpoint-route';
import { forbidden, notFound } from '../../lib/http-error';
import { tokenFromHeader } from '../../lib/tokens';
import { findUserByToken } from '../../repositories/user-repository';

/** Runs one admin CLI command inside the API: with the local admin key or an admin's token. */
export default async function runCommandRoute(app: FastifyInstance) {
  postEndpoint(app, adminRunEndpoint, async ({ body, request }) => {
    let allowed = app.isAdminKey(request.headers['x-admin-key']);
    let actor = CLI_ACTOR;
    if (!allowed) {
      const token = tokenFromHeader(request.headers.authorization);
      const user = token ? await findUserByToken(app.database.db, token) : null;
      allowed = Boolean(user?.isAdmin);
      if (user) actor = { id: user.id, name: user.bgmiUserId };
    }
    if (!allowed) throw forbidden('Admins only');
    const command = findCommand(body.command);
    if (!command) throw notFound(`Unknown command: ${body.command}`, 'command');
    const output = await command.run(
      {
        database: app.database,
        emitToUser: app.emitToUser,
        broadcast: (event, payload) => app.io.emit(event, payload),
        actor,
        policy: app.config,
      },
      body.args,
    );
    return { status: true, message: 'done', output };
  });
}
