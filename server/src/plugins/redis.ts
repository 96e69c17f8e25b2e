import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one Redis connection of this instance (REDIS_URL), or null without Redis. */
    redis: Redis | null;
  }
}

/**
 * One Redis client for the instance: rate limits and counters use it, the socket.io adapter
 * uses it and one duplicate (a subscriber connection cannot send other commands). Every key and
 * channel is prefixed with `config.redisPrefix`.
 */
export default fp(
  async (app) => {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 })
      : null;
    redis?.on('error', (error: unknown) => app.log.warn({ err: error }, 'redis'));
    app.decorate('redis', redis);
    if (redis) app.addHook('onClose', async () => void redis.disconnect());
  },
  { name: 'redis', dependencies: ['config'] },
);
