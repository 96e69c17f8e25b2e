import type { Redis } from 'ioredis';

/**
 * Sliding-window counters for limits. With Redis every API instance counts in the same sorted
 * set (one Lua call, atomic), so three instances allow what one allows; without Redis the
 * counts live in this process.
 */
export interface SlidingWindow {
  /** Counts one hit under `key` and says whether it is within `limit` per `windowMs`. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** Hits under `key` in the last `windowMs`, without adding one. */
  count(key: string, windowMs: number): Promise<number>;
}

// KEYS[1] the set; ARGV: now, window, limit, unique member. Returns 1 when allowed.
const HIT_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

let sequence = 0;
const uniqueMember = (now: number) => `${now}-${process.pid}-${(sequence += 1)}-${Math.random()}`;

export function redisSlidingWindow(redis: Redis, prefix: string): SlidingWindow {
  return {
    async hit(key, limit, windowMs) {
      const now = Date.now();
      const allowed = await redis.eval(
        HIT_SCRIPT,
        1,
        `${prefix}limit:${key}`,
        now,
        windowMs,
        limit,
        uniqueMember(now),
      );
      return Number(allowed) === 1;
    },
    async count(key, windowMs) {
      return redis.zcount(`${prefix}limit:${key}`, Date.now() - windowMs, '+inf');
    },
  };
}

export function memorySlidingWindow(): SlidingWindow {
  const hits = new Map<string, number[]>();
  const recent = (key: string, windowMs: number, now: number) => {
    const times = (hits.get(key) ?? []).filter((time) => time > now - windowMs);
    if (times.length) hits.set(key, times);
    else hits.delete(key);
    return times;
  };
  return {
    async hit(key, limit, windowMs) {
      const now = Date.now();
      const times = recent(key, windowMs, now);
      if (times.length >= limit) return false;
      hits.set(key, [...times, now]);
      return true;
    },
    async count(key, windowMs) {
      return recent(key, windowMs, Date.now()).length;
    },
  };
}
