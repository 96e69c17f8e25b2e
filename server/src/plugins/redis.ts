import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { firstAnswer, redisLink, type RedisLink } from '../lib/redis-link';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one Redis connection of this instance (REDIS_URL), or null without Redis. */
    redis: Redis | null;
    /** Whether Redis answers now, and what was done without it (null without Redis). */
    redisLink: RedisLink | null;
  }
}

/**
 * One Redis client for the instance: rate limits and counters use it, the socket.io adapter
 * uses it and one duplicate (a subscriber connection cannot send other commands). Every key and
 * channel is prefixed with `config.redisPrefix`. Redis is optional at run time too (issue 25):
 * a command that gets no answer within REDIS_COMMAND_TIMEOUT_MS fails instead of waiting, and
 * `redisLink` tells the limits and the adapter to work without Redis until it answers again.
 */
export default fp(
  async (app) => {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, {
          maxRetriesPerRequest: 1,
          connectTimeout: 2000,
          commandTimeout: app.config.redisTimeouts.commandTimeoutMs,
        })
      : null;
    // Without an 'error' listener ioredis re-throws, which would stop the API; the link logs
    // the outage once instead of every reconnect attempt.
    redis?.on('error', () => undefined);
    const link = redis ? redisLink(redis, app.config.redisTimeouts.retryMs, app.log) : null;
    if (redis) await firstAnswer(redis);
    app.decorate('redis', redis);
    app.decorate('redisLink', link);
    if (redis)
      app.addHook('onClose', async () => {
        link?.stop();
        redis.disconnect();
      });
  },
  { name: 'redis', dependencies: ['config'] },
);
