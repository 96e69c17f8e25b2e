import type { AuthUser } from '../repositories/user/user-repository';
import type { FastifyInstance } from 'fastify';
import type { AdminActionContext } from './admin-actions';

/** The admin page's caller as the audit log names him, with the app's money policy and sockets. */
export function adminContext(app: FastifyInstance, user: AuthUser): AdminActionContext {
  return {
    database: app.database,
    actor: { id: user.id, name: user.bgmiUserId },
    policy: app.config,
    emitToUser: app.emitToUser,
  };
}
