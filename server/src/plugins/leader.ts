import fp from 'fastify-plugin';
import { startPgLeaderLock } from '../lib/leader-lock';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance runs the background jobs now (see plugins/background-jobs.ts). */
    leader: { isLeader(): boolean; onChange(listener: (leader: boolean) => void): void };
  }
}

/**
 * One leader among the API instances of a deployment: on PostgreSQL the holder of an advisory
 * lock (lib/leader-lock.ts), named after REDIS_PREFIX; the embedded database has a single
 * instance, which is always the leader. Changes are logged ("leader: acquired" / "leader: lost").
 */
export default fp(
  async (app) => {
    const listeners: ((leader: boolean) => void)[] = [];
    const url = app.config.databaseUrl;
    if (!url || !app.config.jobsEnabled) {
      app.decorate('leader', {
        isLeader: () => true,
        onChange: (listener: (leader: boolean) => void) => listeners.push(listener),
      });
      return;
    }
    let lock: ReturnType<typeof startPgLeaderLock> | undefined;
    app.decorate('leader', {
      isLeader: () => lock?.isLeader() ?? false,
      onChange: (listener: (leader: boolean) => void) => listeners.push(listener),
    });
    app.addHook('onReady', async () => {
      lock = startPgLeaderLock({
        url,
        name: app.config.redisPrefix,
        timeouts: app.config.db,
        onChange: (leader) => {
          app.log.info({ leader, pid: process.pid }, leader ? 'leader: acquired' : 'leader: lost');
          listeners.forEach((listener) => listener(leader));
        },
        onError: (error) => app.log.warn({ err: error }, 'leader lock connection'),
      });
    });
    app.addHook('onClose', async () => lock?.stop());
  },
  { name: 'leader', dependencies: ['config'] },
);
