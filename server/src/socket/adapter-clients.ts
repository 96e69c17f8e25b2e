import type { Redis } from 'ioredis';
import type { RedisLink } from '../lib/redis-link';
import type { AppServer } from './socket-types';

/**
 * A Redis client for the socket.io adapter that never lets a Redis failure stop the API (issue
 * 25): the adapter fires its commands without awaiting them, so a rejected publish used to be an
 * unhandled rejection that ended the process. Here every command's failure is handled and told
 * to the link; while Redis is away a publish is not attempted at all (the adapter still delivers
 * to this instance's sockets) and is counted as a push that could not cross instances.
 */
export function adapterClient(redis: Redis, link: RedisLink): Redis {
  const noted = (result: unknown, onError: (error: unknown) => void) => {
    if (result instanceof Promise) result.catch(onError);
    return result;
  };
  return new Proxy(redis, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'publish') {
        return (...args: unknown[]) => {
          if (!link.up()) {
            link.dropped();
            return Promise.resolve(0);
          }
          return noted(value.apply(target, args), (error) => {
            link.dropped();
            link.failed(error);
          });
        };
      }
      return (...args: unknown[]) =>
        noted(value.apply(target, args), (error) => link.failed(error));
    },
  });
}

/**
 * After an outage every socket of this instance is asked to reconnect (its transport is closed,
 * which the client answers with a reconnect, unlike a server-side disconnect), spread over
 * `spreadMs`: a reconnecting client reloads its chat and lists from the database, so what was
 * pushed on another instance while Redis was away is caught up.
 */
export function resynchronise(io: AppServer, spreadMs: number): void {
  for (const socket of io.of('/').sockets.values()) {
    const timer = setTimeout(() => socket.conn.close(), Math.random() * spreadMs);
    timer.unref();
  }
}
