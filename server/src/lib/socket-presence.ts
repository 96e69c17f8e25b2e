import type { Redis } from 'ioredis';

/**
 * Open sockets per user across every API instance, for the sockets-per-user cap. With Redis each
 * user has a sorted set of socket ids scored by an expiry that the owning instance renews while
 * the socket is open, so sockets of an instance killed with SIGKILL drop out after `ttlMs`.
 */
export interface SocketPresence {
  /** Adds the socket unless the user already has `max` open; says whether it was added. */
  claim(userId: string, socketId: string, max: number): Promise<boolean>;
  release(userId: string, socketId: string): Promise<void>;
  /** Renews the expiry of this instance's open sockets (called on a timer). */
  renew(entries: { userId: string; socketId: string }[]): Promise<void>;
}

export const PRESENCE_TTL_MS = 60_000;

// KEYS[1] the user's set; ARGV: now, ttl, max, socket id. Returns 1 when claimed.
const CLAIM_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1] + ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

export function redisSocketPresence(redis: Redis, prefix: string): SocketPresence {
  const key = (userId: string) => `${prefix}sockets:${userId}`;
  return {
    async claim(userId, socketId, max) {
      const claimed = await redis.eval(
        CLAIM_SCRIPT,
        1,
        key(userId),
        Date.now(),
        PRESENCE_TTL_MS,
        max,
        socketId,
      );
      return Number(claimed) === 1;
    },
    async release(userId, socketId) {
      await redis.zrem(key(userId), socketId);
    },
    async renew(entries) {
      if (!entries.length) return;
      const expiry = Date.now() + PRESENCE_TTL_MS;
      const pipeline = redis.pipeline();
      for (const { userId, socketId } of entries) {
        pipeline.zadd(key(userId), 'XX', expiry, socketId);
        pipeline.pexpire(key(userId), PRESENCE_TTL_MS);
      }
      await pipeline.exec();
    },
  };
}

export function memorySocketPresence(): SocketPresence {
  const open = new Map<string, Set<string>>();
  return {
    async claim(userId, socketId, max) {
      const ids = open.get(userId) ?? new Set<string>();
      if (ids.size >= max) return false;
      ids.add(socketId);
      open.set(userId, ids);
      return true;
    },
    async release(userId, socketId) {
      const ids = open.get(userId);
      ids?.delete(socketId);
      if (ids && !ids.size) open.delete(userId);
    },
    async renew() {},
  };
}
