import fp from 'fastify-plugin';
import { deleteIdleSessions } from '../repositories/user/session-repository';
import { SessionCache } from '../services/session-cache';
import { tokenRoom } from '../socket/rooms';

/** The event by which an instance tells the others which tokens ended (Redis adapter). */
const SESSIONS_ENDED = 'sessions-ended';

declare module 'fastify' {
  interface FastifyInstance {
    /** Closes at once every open socket of these tokens, on every API instance. */
    closeSessionSockets: (tokenIds: readonly string[]) => void;
    /** Removes tokens unused for SESSION_IDLE_DAYS and closes their sockets; returns how many. */
    sweepIdleSessions: () => Promise<number>;
    /** Sessions reused for SESSION_CACHE_MS by the bet (services/session-cache.ts). */
    sessionCache: SessionCache;
  }
}

/**
 * Sessions end (DESIGN section 3): a revoked or expired token also loses its sockets. Each
 * socket sits in its token's room, and with the Redis adapter `disconnectSockets` is relayed
 * to the other instances, so one call closes them wherever they are. The sweep runs as a
 * background job of the leader (plugins/background-jobs.ts). The same call drops the ended
 * tokens from the session cache here and, through the Redis adapter, on the other instances
 * (without Redis there is one instance; while Redis is away, SESSION_CACHE_MS bounds the rest).
 */
export default fp(
  async (app) => {
    const cache = new SessionCache(app.config.sessionCacheMs);
    app.decorate('sessionCache', cache);
    const relayed = Boolean(app.redis && app.redisLink);
    if (relayed) app.io.on(SESSIONS_ENDED, (tokenIds: string[]) => cache.forget(tokenIds));
    app.decorate('closeSessionSockets', (tokenIds: readonly string[]) => {
      cache.forget(tokenIds);
      if (relayed && tokenIds.length) app.io.serverSideEmit(SESSIONS_ENDED, [...tokenIds]);
      for (const id of tokenIds) app.io.in(tokenRoom(id)).disconnectSockets(true);
    });
    app.decorate('sweepIdleSessions', async () => {
      const ids = await deleteIdleSessions(app.database.db, app.config.sessionIdleDays);
      app.closeSessionSockets(ids);
      return ids.length;
    });
  },
  { name: 'sessions', dependencies: ['database', 'config', 'socket', 'redis'] },
);
