import fp from 'fastify-plugin';
import { memorySlidingWindow, redisSlidingWindow, type SlidingWindow } from '../lib/sliding-window';
import {
  memorySocketPresence,
  redisSocketPresence,
  type SocketPresence,
} from '../lib/socket-presence';

declare module 'fastify' {
  interface FastifyInstance {
    /** Limit counters shared by every instance through Redis (in-process without Redis). */
    limits: SlidingWindow;
    /** Open sockets per user, across instances with Redis. */
    socketPresence: SocketPresence;
  }
}

/** The counters behind the socket limits (issue 9) and the chat flood limit. */
export default fp(
  async (app) => {
    const { redis } = app;
    const prefix = app.config.redisPrefix;
    app.decorate('limits', redis ? redisSlidingWindow(redis, prefix) : memorySlidingWindow());
    app.decorate(
      'socketPresence',
      redis ? redisSocketPresence(redis, prefix) : memorySocketPresence(),
    );
  },
  { name: 'limits', dependencies: ['config', 'redis'] },
);
