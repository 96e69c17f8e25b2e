import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { fallbackRateLimitStore } from '../lib/rate-limit-store';

/**
 * Rate limits are opt-in per route (login and sign-up set `config.rateLimit`). With REDIS_URL
 * the counters live in Redis (the one client of plugins/redis.ts, under the deployment's
 * prefix) so several API instances share them, and in the process while Redis is away
 * (lib/rate-limit-store.ts).
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      // request.ip is the socket's address unless TRUST_PROXY names the proxy it came through,
      // so a forged X-Forwarded-For is never a new client (DESIGN section 3).
      keyGenerator: (request) => request.ip,
      ...(app.redis && app.redisLink
        ? {
            store: fallbackRateLimitStore(
              app.redis,
              app.redisLink,
              `${app.config.redisPrefix}rate-limit:`,
            ),
          }
        : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        status: false,
        message: `Too many attempts, please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'redis'] },
);
