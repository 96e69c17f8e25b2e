import type { RedisLink } from './redis-link';
import type { SlidingWindow } from './sliding-window';
import type { SocketPresence } from './socket-presence';

/**
 * Limits while Redis is away (docs/decisions.md "Redis away"): every limit keeps counting, in
 * this process, with the same limit and window. Neither failing closed (a Redis hiccup would
 * lock every player out of login) nor failing open (a flood would pass unchecked): with N
 * instances a client gets at most N times its allowance until Redis returns, then the shared
 * count takes over again. A Redis call that fails switches to the local count at once, so no
 * call waits for Redis more than one command timeout.
 */
async function either<T>(
  link: RedisLink,
  remote: () => Promise<T>,
  local: () => Promise<T>,
): Promise<T> {
  if (link.up()) {
    try {
      return await remote();
    } catch (error) {
      link.failed(error);
    }
  }
  link.countedLocally();
  return local();
}

export function fallbackSlidingWindow(
  link: RedisLink,
  remote: SlidingWindow,
  local: SlidingWindow,
): SlidingWindow {
  return {
    hit: (key, limit, windowMs) =>
      either(
        link,
        () => remote.hit(key, limit, windowMs),
        () => local.hit(key, limit, windowMs),
      ),
    count: (key, windowMs) =>
      either(
        link,
        () => remote.count(key, windowMs),
        () => local.count(key, windowMs),
      ),
  };
}

/**
 * Sockets per user while Redis is away: this instance's own sockets. A socket is also released
 * from both counts, so one claimed before the outage is not held after it (Redis entries of
 * sockets closed meanwhile expire after PRESENCE_TTL_MS).
 */
export function fallbackSocketPresence(
  link: RedisLink,
  remote: SocketPresence,
  local: SocketPresence,
): SocketPresence {
  return {
    claim: (userId, socketId, max) =>
      either(
        link,
        async () => {
          const claimed = await remote.claim(userId, socketId, max);
          // Counted locally as well, so an outage starts from this instance's real sockets.
          if (claimed) await local.claim(userId, socketId, Number.MAX_SAFE_INTEGER);
          return claimed;
        },
        () => local.claim(userId, socketId, max),
      ),
    release: async (userId, socketId) => {
      await local.release(userId, socketId);
      if (link.up()) await remote.release(userId, socketId).catch((error) => link.failed(error));
    },
    renew: (entries) =>
      either(
        link,
        () => remote.renew(entries),
        async () => undefined,
      ),
  };
}
