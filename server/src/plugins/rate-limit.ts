import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

/**
 * Rate limits are opt-in per route (login and sign-up set `config.rateLimit`). With REDIS_URL
 * the counters live in Redis so several API instances share them.
 */
export default fp(
  async (app) => {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 })
      : undefined;
    await app.register(rateLimit, {
      global: false,
      // request.ip is the socket's address unless TRUST_PROXY names the proxy it came through,
      // so a forged X-Forwarded-For is never a new client (DESIGN section 3).
      keyGenerator: (request) => request.ip,
      ...(redis ? { redis, nameSpace: 'bgmi-rate-limit-' } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        status: false,
        message: `Too many attempts, please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
      }),
    });
    if (redis) app.addHook('onClose', async () => void redis.disconnect());
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
