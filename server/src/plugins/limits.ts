import fp from 'fastify-plugin';
import { memorySlidingWindow, redisSlidingWindow, type SlidingWindow } from '../lib/sliding-window';
import {
  memorySocketPresence,
  redisSocketPresence,
  type SocketPresence,
} from '../lib/socket-presence';
import { fallbackSlidingWindow, fallbackSocketPresence } from '../lib/redis-fallback';

declare module 'fastify' {
  interface FastifyInstance {
    /** Limit counters shared by every instance through Redis (in-process without Redis). */
    limits: SlidingWindow;
    /** Open sockets per user, across instances with Redis. */
    socketPresence: SocketPresence;
  }
}

/**
 * The counters behind the socket limits (issue 9) and the chat flood limit. With Redis they are
 * shared by every instance, and counted in the process while Redis is away (lib/redis-fallback.ts).
 */
export default fp(
  async (app) => {
    const { redis, redisLink } = app;
    const prefix = app.config.redisPrefix;
    app.decorate(
      'limits',
      redis && redisLink
        ? fallbackSlidingWindow(redisLink, redisSlidingWindow(redis, prefix), memorySlidingWindow())
        : memorySlidingWindow(),
    );
    app.decorate(
      'socketPresence',
      redis && redisLink
        ? fallbackSocketPresence(
            redisLink,
            redisSocketPresence(redis, prefix),
            memorySocketPresence(),
          )
        : memorySocketPresence(),
    );
  },
  { name: 'limits', dependencies: ['config', 'redis'] },
);
