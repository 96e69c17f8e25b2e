import fp from 'fastify-plugin';
import { startRoundScheduler } from '../services/round-engine';
import { startScrimDayJobs } from '../services/scrim-day/day-jobs';

/**
 * Timers that run beside the API (the platform game's rounds). Each area adds its job in
 * `startJobs`; tests turn them off with `JOBS=0` so they control the clock themselves.
 */
export default fp(
  async (app) => {
    if (process.env.JOBS === '0') return;
    const stops: (() => void)[] = [];
    app.addHook('onReady', async () => {
      stops.push(
        startRoundScheduler(
          {
            database: app.database,
            emitToUser: app.emitToUser,
            broadcast: (event, payload) => app.io.emit(event, payload),
            roundSeconds: app.config.roundSeconds,
          },
          (error) => app.log.error({ err: error }, 'round scheduler'),
        ),
      );
      // Scrim day: check-in open/close, waitlist promotion, room release (DESIGN 7).
      stops.push(
        startScrimDayJobs(app.scrimDayDeps, 5, (error) =>
          app.log.error({ err: error }, 'scrim day'),
        ),
      );
    });
    app.addHook('onClose', async () => stops.forEach((stop) => stop()));
  },
  { name: 'background-jobs', dependencies: ['database', 'socket', 'scrim-day'] },
);
