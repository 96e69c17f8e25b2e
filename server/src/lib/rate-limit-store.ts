import type { Redis } from 'ioredis';
import type { RedisLink } from './redis-link';

/**
 * The store of @fastify/rate-limit (login and sign-up per client address): a fixed window
 * counted in Redis, shared by every instance, and counted in this process while Redis is away
 * (lib/redis-fallback.ts has the reasons), instead of the library's Redis store, which answered
 * 500 (Redis refused) or hung (Redis stalled) on every login while Redis was away.
 */
type Done = (error: Error | null, result: { current: number; ttl: number }) => void;

/** What the library passes to `child` at run time (its typings name other fields). */
interface RouteParams {
  routeInfo: { method: string; url: string };
}

// KEYS[1] the counter; ARGV[1] the window (ms). Returns { count, ms left }.
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** In-process counts: a fixed window per key, expired entries dropped as the map grows. */
class LocalWindows {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  incr(key: string, windowMs: number): { current: number; ttl: number } {
    const now = Date.now();
    if (this.windows.size > 10_000) {
      for (const [old, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(old);
    }
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { current: entry.count, ttl: entry.resetAt - now };
  }
}

export function fallbackRateLimitStore(redis: Redis, link: RedisLink, nameSpace: string) {
  const local = new LocalWindows();
  return class FallbackRateLimitStore {
    constructor(
      _params?: unknown,
      private readonly key: string = nameSpace,
    ) {}

    incr(id: string, done: Done, timeWindow: number): void {
      const key = `${this.key}${id}`;
      const alone = () => {
        link.countedLocally();
        done(null, local.incr(key, timeWindow));
      };
      if (!link.up()) return alone();
      redis.eval(INCR_SCRIPT, 1, key, timeWindow).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          done(null, { current: Number(current), ttl: Number(ttl) });
        },
        (error: unknown) => {
          link.failed(error);
          alone();
        },
      );
    }

    child(routeOptions: object) {
      const { method, url } = (routeOptions as RouteParams).routeInfo;
      return new FallbackRateLimitStore(undefined, `${this.key}${method}${url}-`);
    }
  };
}
