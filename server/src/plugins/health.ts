import fp from 'fastify-plugin';

/**
 * For a load balancer (issue 25). `GET /health` is liveness: the process answers (nothing else is
 * asked, so a database outage never gets a healthy instance restarted). `GET /ready` is
 * readiness: the database answers `SELECT 1` and Redis (when REDIS_URL is set) a PING, each
 * within READY_TIMEOUT_MS; 200 when both do, else 503 naming what is away. Both bodies carry
 * what was done without Redis (outages, pushes that could not cross instances, local counts).
 */
const READY_TIMEOUT_MS = 2000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export default fp(
  async (app) => {
    const redisStats = () => app.redisLink?.stats() ?? null;
    app.get('/health', async () => ({ status: true, message: 'ok', redis: redisStats() }));

    app.get('/ready', async (_request, reply) => {
      const database = await within(app.database.query('SELECT 1'), READY_TIMEOUT_MS).then(
        () => 'ok',
        () => 'unreachable',
      );
      const { redis } = app;
      const redisState = !redis
        ? 'not configured'
        : await within(redis.ping(), READY_TIMEOUT_MS).then(
            () => 'ok',
            () => 'unreachable',
          );
      const ready = database === 'ok' && redisState !== 'unreachable';
      const away = [database !== 'ok' && 'database', redisState === 'unreachable' && 'Redis']
        .filter(Boolean)
        .join(' and ');
      return reply.code(ready ? 200 : 503).send({
        status: ready,
        message: ready ? 'ready' : `Not ready: ${away} unreachable`,
        database,
        redis: redisState,
        redisStats: redisStats(),
      });
    });
  },
  { name: 'health', dependencies: ['database', 'redis'] },
);
