import type { Redis } from 'ioredis';

/**
 * Whether this instance uses Redis right now (issue 25, docs/decisions.md "Redis away"). Redis is
 * "up" while its connection is ready and no command failed in the last `retryMs`; after a
 * failure the instance works alone (limits count in the process, pushes stay on this instance)
 * and a PING every `retryMs` notices Redis's return, even when the connection never closed (a
 * stalled network). Each outage is logged once when it starts and once when it ends, with the
 * pushes that could not cross instances meanwhile.
 */
export interface RedisLink {
  up(): boolean;
  /** A Redis command failed: work alone for a while. */
  failed(error: unknown): void;
  /** A push could not be published to the other instances. */
  dropped(): void;
  /** Called when Redis is back after an outage (clients then catch up from history). */
  onReturn(listener: () => void): void;
  /** A limit was checked in the process because Redis was away. */
  countedLocally(): void;
  stats(): RedisStats;
  stop(): void;
}

export interface RedisStats {
  up: boolean;
  outages: number;
  /** Pushes that could not cross instances since the process started. */
  droppedPushes: number;
  /** Limit checks counted in the process because Redis was away. */
  localCounts: number;
}

export interface RedisLinkLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

export function redisLink(redis: Redis, retryMs: number, log: RedisLinkLog): RedisLink {
  let awayUntil = 0;
  let away = false;
  let outages = 0;
  let droppedPushes = 0;
  let droppedThisOutage = 0;
  let localCounts = 0;
  let stopped = false;
  const listeners: (() => void)[] = [];

  const goAway = (error: unknown) => {
    if (stopped) return;
    awayUntil = Date.now() + retryMs;
    if (away) return;
    away = true;
    outages += 1;
    droppedThisOutage = 0;
    log.warn(
      { err: error },
      'redis: unavailable; limits count in this process, pushes reach this instance only',
    );
  };
  const comeBack = () => {
    if (!away) return;
    away = false;
    awayUntil = 0;
    log.info({ droppedPushes: droppedThisOutage }, 'redis: back; clients resynchronise');
    listeners.forEach((listener) => listener());
  };

  redis.on('close', () => goAway(new Error('connection closed')));
  redis.on('ready', () => {
    if (away) void probe();
  });
  const probe = async () => {
    try {
      await redis.ping();
      comeBack();
    } catch {
      awayUntil = Date.now() + retryMs; // still away: the next probe waits a full retry
    }
  };
  const timer = setInterval(() => {
    if (away && Date.now() >= awayUntil && redis.status === 'ready') void probe();
  }, retryMs);
  timer.unref();

  return {
    up: () => !away && redis.status === 'ready',
    failed: goAway,
    dropped: () => {
      droppedPushes += 1;
      droppedThisOutage += 1;
    },
    onReturn: (listener) => listeners.push(listener),
    countedLocally: () => {
      localCounts += 1;
    },
    stats: () => ({ up: !away && redis.status === 'ready', outages, droppedPushes, localCounts }),
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}

/**
 * Waits until Redis has answered once (or refused, or the client's connect timeout passed). Without it an
 * instance served its first calls before the connection was ready: their limits were counted
 * in the process and their pushes stayed on it, as if Redis were away (a login limit over two
 * fresh instances allowed one try too many). Redis down at start does not stop the API.
 */
export function firstAnswer(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done).off('error', done).off('end', done);
      resolve();
    };
    const timer = setTimeout(done, redis.options.connectTimeout ?? 10_000);
    redis.once('ready', done).once('error', done).once('end', done);
  });
}
