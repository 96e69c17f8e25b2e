import type { FastifyInstance } from 'fastify';
import { adminRunEndpoint } from '@bgmi/shared/server';
import { findCommand } from '../../cli/commands';
import { CLI_ACTOR } from '../../cli/admin-command';
import { postEndpoint } from '../../lib/endpoint-route';
import { forbidden, notFound } from '../../lib/http-error';
import { tokenFromHeader } from '../../lib/tokens';
import { findSessionByToken } from '../../repositories/user/session-repository';

/** Runs one admin CLI command inside the API: with the local admin key or an admin's token. */
export default async function runCommandRoute(app: FastifyInstance) {
  postEndpoint(app, adminRunEndpoint, async ({ body, request }) => {
    let allowed = app.isAdminKey(request.headers['x-admin-key']);
    let actor = CLI_ACTOR;
    if (!allowed) {
      const token = tokenFromHeader(request.headers.authorization);
      const session = token
        ? await findSessionByToken(app.database, token, app.config.sessionIdleDays)
        : null;
      allowed = Boolean(session?.user.isAdmin);
      if (session) actor = { id: session.user.id, name: session.user.bgmiUserId };
    }
    if (!allowed) throw forbidden('Admins only');
    const command = findCommand(body.command);
    if (!command) throw notFound(`Unknown command: ${body.command}`, 'command');
    const output = await command.run(
      {
        database: app.database,
        emitToUser: app.emitToUser,
        broadcast: app.broadcast,
        actor,
        policy: app.config,
        backups: {
          dir: app.config.backup.dir,
          keep: app.config.backup.keep,
          databaseUrl: app.config.databaseUrl,
        },
      },
      body.args,
    );
    return { status: true, message: 'done', output };
  });
}
