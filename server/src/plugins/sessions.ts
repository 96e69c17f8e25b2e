import fp from 'fastify-plugin';
import { deleteIdleSessions } from '../repositories/session-repository';
import { tokenRoom } from '../socket/rooms';

declare module 'fastify' {
  interface FastifyInstance {
    /** Closes at once every open socket of these tokens, on every API instance. */
    closeSessionSockets: (tokenIds: readonly string[]) => void;
    /** Removes tokens unused for SESSION_IDLE_DAYS and closes their sockets; returns how many. */
    sweepIdleSessions: () => Promise<number>;
  }
}

/**
 * Sessions end (DESIGN section 3): a revoked or expired token also loses its sockets. Each
 * socket sits in its token's room, and with the Redis adapter `disconnectSockets` is relayed
 * to the other instances, so one call closes them wherever they are. The sweep runs as a
 * background job of the leader (plugins/background-jobs.ts).
 */
export default fp(
  async (app) => {
    app.decorate('closeSessionSockets', (tokenIds: readonly string[]) => {
      for (const id of tokenIds) app.io.in(tokenRoom(id)).disconnectSockets(true);
    });
    app.decorate('sweepIdleSessions', async () => {
      const ids = await deleteIdleSessions(app.database.db, app.config.sessionIdleDays);
      app.closeSessionSockets(ids);
      return ids.length;
    });
  },
  { name: 'sessions', dependencies: ['database', 'config', 'socket'] },
);
