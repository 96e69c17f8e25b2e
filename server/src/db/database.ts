import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { Client, Pool } from 'pg';
import * as schema from './schema';
import { Mutex } from '../lib/mutex';
import { createDataDirApart } from './pglite-init';
import type { DbTimeouts } from '../config';
import { lockDataDir } from './data-dir-lock';
import { patchNodeFsync, pgliteStartParams } from './pglite-durability';
import { preparedStatements } from './pglite-prepared';
import { watchClient } from './watch-client';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either, so one can run inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs fn in one transaction; on PGlite (one connection) transactions run one at a time. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * A transaction ahead of the queue: on PostgreSQL on connections of its own (not behind the
   * pool's waiting queries), on PGlite at the head of the queue. For ordered work that everyone
   * behind it waits for (a batch of registrations in arrival order, issue 22).
   */
  priorityTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs a multi-statement SQL text (migrations). */
  execScript(sqlText: string): Promise<void>;
  /**
   * Runs one statement and returns its rows. A `name` makes it a prepared statement (parsed
   * and planned once per connection; hot paths such as a bet): on PostgreSQL by node-postgres,
   * on PGlite by db/pglite-prepared.ts. One name, one text.
   */
  query<Row = Record<string, unknown>>(
    sqlText: string,
    params?: unknown[],
    name?: string,
  ): Promise<Row[]>;
  /** Runs fn while holding a cluster-wide lock (PostgreSQL advisory lock; PGlite needs none). */
  withLock<T>(fn: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole data folder as a tar, to open copies of it (test templates). */
  dump?: (compression?: 'none' | 'gzip') => Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; otherwise the embedded database. */
  url?: string | undefined;
  /** PGlite data folder; undefined or 'memory' keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL schema to use (tests isolate each file in its own schema). */
  searchPath?: string | undefined;
  /** PostgreSQL connections in the pool (config.pgPoolSize). */
  poolSize?: number | undefined;
  /** PostgreSQL: connect, statement, lock and wire timeouts (config.db); none when unset. */
  timeouts?: DbTimeouts | undefined;
  /**
   * PGlite: start from this data folder (a `dump()`), skipping initdb. Tests open a migrated
   * template this way in memory, several times faster than a new cluster plus migrations; a
   * restore unpacks a backup into an empty folder on disk.
   */
  loadDataDir?: Blob | undefined;
  /** PGlite on disk: false turns fsync off (PGLITE_FSYNC=off, an operator's knowing choice). */
  fsync?: boolean | undefined;
  /** PGlite on disk: who opens the folder, named to a second writer that is refused. */
  holder?: string | undefined;
  /** PGlite on disk: the caller already holds the folder's lock (restore). */
  lockHeld?: boolean | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.searchPath, options.poolSize ?? 10, options.timeouts)
    : openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const { dataDir, loadDataDir } = options;
  const inMemory = !dataDir || dataDir === 'memory';
  const startParams = pgliteStartParams(options.fsync !== false);
  // One writer per folder: taken before anything touches it, released at close.
  const release =
    inMemory || options.lockHeld
      ? () => undefined
      : lockDataDir(dataDir, options.holder ?? 'a process');
  let client: PGlite;
  try {
    if (!inMemory) {
      fs.mkdirSync(dataDir, { recursive: true });
      // A folder loaded from a dump (restore) must stay empty for PGlite to unpack into.
      if (!loadDataDir) await createDataDirApart(dataDir, startParams);
    }
    const pgOptions = { startParams, ...(loadDataDir ? { loadDataDir } : {}) };
    client = inMemory ? new PGlite(pgOptions) : new PGlite(dataDir, pgOptions);
    await client.waitReady;
    if (!inMemory) patchNodeFsync(client);
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const mutex = new Mutex();
  const named = preparedStatements(client, mutex);
  return {
    kind: 'pglite',
    db,
    transaction: (fn) => mutex.run(() => db.transaction(fn)),
    priorityTransaction: (fn) => mutex.run(() => db.transaction(fn), true),
    execScript: async (sqlText) => {
      await mutex.run(() => client.exec(sqlText));
    },
    // A named statement is parsed once and run from then on by name, as on PostgreSQL.
    query: async <Row>(sqlText: string, params: unknown[] = [], name?: string) =>
      name
        ? named<Row>(name, sqlText, params)
        : (await mutex.run(() => client.query<Row>(sqlText, params))).rows,
    withLock: (fn) => fn(),
    // Under the mutex no statement runs meanwhile, so the tar is one consistent state (an online
    // backup: the API only waits for it).
    dump: (compression = 'none') => mutex.run(() => client.dumpDataDir(compression)),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * Session settings of every pooled connection: the server cancels a statement or a lock wait
 * that runs too long, and ends a transaction left idle (a client that vanished mid-transaction
 * would otherwise hold its locks).
 */
function sessionOptions(searchPath: string | undefined, timeouts: DbTimeouts | undefined): string {
  const settings = searchPath ? [`search_path=${searchPath}`] : [];
  if (timeouts) {
    settings.push(
      `statement_timeout=${timeouts.statementTimeoutMs}`,
      `lock_timeout=${timeouts.lockTimeoutMs}`,
      `idle_in_transaction_session_timeout=${timeouts.queryTimeoutMs * 2}`,
    );
  }
  return settings.map((setting) => `-c ${setting}`).join(' ');
}

async function openPostgres(
  url: string,
  searchPath: string | undefined,
  poolSize: number,
  timeouts: DbTimeouts | undefined,
): Promise<Database> {
  const options = sessionOptions(searchPath, timeouts);
  const pool = openPool(url, poolSize, options, timeouts);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Two connections of its own for priority transactions, opened on first use.
  const priorityPool = openPool(url, 2, options, timeouts);
  const priorityDb = drizzlePg(priorityPool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    transaction: (fn) => db.transaction(fn),
    priorityTransaction: (fn) => priorityDb.transaction(fn),
    // Migrations may take longer than a request may: their own connection, without timeouts.
    execScript: (sqlText) =>
      withUntimed(url, searchPath, async (client) => {
        await client.query(sqlText);
      }),
    query: async <Row>(sqlText: string, params: unknown[] = [], name?: string) =>
      (
        await pool.query(
          name ? { name, text: sqlText, values: params } : { text: sqlText, values: params },
        )
      ).rows as Row[],
    // Another instance may be migrating: wait for its lock however long that takes.
    withLock: (fn) =>
      withUntimed(url, searchPath, async (holder) => {
        await holder.query('SELECT pg_advisory_lock(726354)');
        try {
          return await fn();
        } finally {
          await holder.query('SELECT pg_advisory_unlock(726354)').catch(() => undefined);
        }
      }),
    close: async () => {
      await Promise.all([pool.end(), priorityPool.end()]);
    },
  };
}

/**
 * A pool of `max` connections with the session settings and the timeouts. Connections stay open
 * once opened: pg's default closed each after 10 s idle, so the next burst (a chat after a quiet
 * spell) paid for a new backend, its login and cold caches (the first send on a connection: ~2 ms
 * in the server, plus the connect) right in its p99; the chat bench saw connects land inside its
 * rounds (issue 14).
 */
function openPool(
  url: string,
  max: number,
  options: string,
  timeouts: DbTimeouts | undefined,
): Pool {
  const pool = new Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 0,
    ...(options ? { options } : {}),
    // A refusing or stalled server (issue 25): waiting for a connection and for each reply is
    // bounded, so a call fails (503) instead of hanging; a client whose query timed out is
    // destroyed by the pool, and the next query opens a fresh connection. Keep-alive lets the
    // kernel notice a peer that vanished without a word.
    ...(timeouts
      ? {
          connectionTimeoutMillis: timeouts.connectTimeoutMs,
          query_timeout: timeouts.queryTimeoutMs,
          keepAlive: true,
        }
      : {}),
  });
  // An idle connection that breaks (the server restarted) is dropped by the pool itself and the
  // next query opens a new one; unheard, pg re-throws its error and would stop the API.
  pool.on('error', () => undefined);
  // A connection that breaks while checked out, or whose reply timed out: db/watch-client.ts.
  pool.on('connect', watchClient);
  return pool;
}

/** Runs fn on a connection of its own, without the pool's timeouts (migrations, their lock). */
async function withUntimed<T>(
  url: string,
  searchPath: string | undefined,
  fn: (client: Client) => Promise<T>,
): Promise<T> {
  const options = sessionOptions(searchPath, undefined);
  const client = new Client({ connectionString: url, ...(options ? { options } : {}) });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}
