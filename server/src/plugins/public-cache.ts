import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyContextConfig {
    /** A public list answered from the public cache (never clears it). */
    publicList?: boolean;
    /** A call that never changes a public list (the number game): a success keeps the cache. */
    keepsPublicLists?: boolean;
  }
}

/**
 * How long a cached public list is served. Across API instances this is the bound on staleness
 * (a write on another instance, the admin CLI or a background job is seen after at most this);
 * a write through this instance clears the cache at once. Lists also hold time-derived fields
 * (an event's state, its check-in window), which this keeps within a second of the clock.
 */
export const PUBLIC_CACHE_MS = 1000;

interface Entry {
  body: string;
  etag: string;
  expires: number;
}

export class PublicCache {
  private entries = new Map<string, Entry>();
  private building = new Map<string, Promise<Entry>>();
  private generation = 0;

  /** The cached answer for `key`, built once per expiry even when a burst asks at once. */
  async get(key: string, build: () => Promise<unknown>): Promise<Entry> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit;
    const pending = this.building.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = build()
      .then((value) => {
        const body = JSON.stringify(value);
        const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
        const entry = { body, etag, expires: Date.now() + PUBLIC_CACHE_MS };
        // A write that landed while this was built may not be in it: serve it once, keep none.
        if (generation === this.generation) this.entries.set(key, entry);
        return entry;
      })
      .finally(() => this.building.delete(key));
    this.building.set(key, promise);
    return promise;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.building.clear();
  }
}

// The caches of the APIs on each open database, so the admin CLI run in the API's process (tests,
// jobs) clears them; a CLI in its own process is seen after PUBLIC_CACHE_MS.
const cachesByDatabase = new WeakMap<Database, Set<PublicCache>>();

export function clearPublicLists(database: Database): void {
  for (const cache of cachesByDatabase.get(database) ?? []) cache.clear();
}

/** Sends a cached answer, or 304 when the caller already holds this version (If-None-Match). */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}

/**
 * Public lists (tournaments, scrims, services, blogs) from memory: a burst of visitors costs one
 * query per list per second. Any successful call that may write clears the cache.
 */
export default fp(
  async (app) => {
    const cache = new PublicCache();
    app.decorate('publicCache', cache);
    const caches = cachesByDatabase.get(app.database) ?? new Set<PublicCache>();
    caches.add(cache);
    cachesByDatabase.set(app.database, caches);
    app.addHook('onClose', async () => {
      caches.delete(cache);
    });
    // onSend, not onResponse: the cache is clear before the writer can read its answer.
    // A callback hook (every call runs it; an async one costs a promise and a microtask turn).
    app.addHook('onSend', (request, reply, payload, done) => {
      const config = request.routeOptions.config;
      // Every API on this database in this process (tests run several instances on one).
      const writes = request.method !== 'GET' && reply.statusCode < 400;
      if (writes && !config.publicList && !config.keepsPublicLists) clearPublicLists(app.database);
      done(null, payload);
    });
  },
  { name: 'public-cache', dependencies: ['database'] },
);
