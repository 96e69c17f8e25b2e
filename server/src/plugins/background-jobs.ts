import fp from 'fastify-plugin';
import { advanceRound } from '../services/platform-game-rounds';
import { runScrimDayTick } from '../services/scrim-day/day-jobs';

/** A job that runs every `everyMs` on the leader instance only, never two runs at once. */
export interface BackgroundJob {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The job registry: an area plugs its background work in with `app.jobs.register(...)`
     * (round turnover here; scrim-day waitlist promotion, token expiry ...). Jobs start when the
     * app is ready and run only while this instance is the leader (plugins/leader.ts).
     */
    jobs: { register(job: BackgroundJob): void; list(): string[] };
  }
}

/**
 * Timers beside the API, run once per deployment: only the leader ticks them, and a standby
 * that becomes leader (the old one died) picks them up at its next tick. Tests turn them off
 * with `JOBS=0` so they control the clock themselves.
 */
export default fp(
  async (app) => {
    const jobs: BackgroundJob[] = [];
    const timers: NodeJS.Timeout[] = [];
    app.decorate('jobs', {
      register: (job: BackgroundJob) => void jobs.push(job),
      list: () => jobs.map((job) => job.name),
    });

    app.jobs.register({
      name: 'round-turnover',
      everyMs: 1000,
      run: () =>
        advanceRound({
          database: app.database,
          emitToUser: app.emitToUser,
          broadcast: app.broadcast,
          roundSeconds: app.config.roundSeconds,
        }),
    });

    // Scrim day: check-in open/close, waitlist promotion, room release (DESIGN 7).
    app.jobs.register({
      name: 'scrim-day',
      everyMs: 5000,
      run: () => runScrimDayTick(app.scrimDayDeps),
    });

    if (app.config.sessionSweepSeconds > 0)
      app.jobs.register({
        name: 'session-expiry',
        everyMs: app.config.sessionSweepSeconds * 1000,
        run: () => app.sweepIdleSessions(),
      });

    if (!app.config.jobsEnabled) return;
    app.addHook('onReady', async () => {
      for (const job of jobs) {
        let busy = false;
        const tick = async () => {
          if (busy || !app.leader.isLeader()) return;
          busy = true;
          try {
            await job.run();
          } catch (error) {
            app.log.error({ err: error }, job.name);
          } finally {
            busy = false;
          }
        };
        void tick();
        timers.push(setInterval(() => void tick(), job.everyMs));
      }
    });
    app.addHook('onClose', async () => timers.forEach((timer) => clearInterval(timer)));
  },
  {
    name: 'background-jobs',
    dependencies: ['database', 'socket', 'sessions', 'scrim-day', 'leader'],
  },
);
