import fp from 'fastify-plugin';

/**
 * Timers that run beside the API (the platform game's rounds). Each area adds its job in
 * `startJobs`; tests turn them off with `JOBS=0` so they control the clock themselves.
 */
export default fp(
  async (app) => {
    if (process.env.JOBS === '0') return;
    const stops: (() => void)[] = [];
    app.addHook('onReady', async () => {
      // Area jobs register here, e.g. stops.push(startRoundScheduler(app)).
    });
    app.addHook('onClose', async () => stops.forEach((stop) => stop()));
  },
  { name: 'background-jobs', dependencies: ['database', 'socket'] },
);
