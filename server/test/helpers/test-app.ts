import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../src/build-app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { migratedTemplate } from './pglite-template';

/**
 * A real app on a real database for `app.inject()` tests: in-memory PGlite by default, or, with
 * TEST_DATABASE_URL set (CI), a fresh schema on that PostgreSQL server, dropped afterwards.
 */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close: () => Promise<void>;
}

/** Where a test reads the app's log lines (the app logs nothing otherwise). */
export interface TestAppOptions {
  logStream?: { write: (line: string) => void };
}

export async function createTestApp(
  env: Record<string, string> = {},
  shared?: Database,
  options: TestAppOptions = {},
): Promise<TestApp> {
  // A second API instance on the first one's database (multi-instance tests).
  if (shared) return startApp(shared, env, options, async () => undefined);
  const url = process.env.TEST_DATABASE_URL;
  let schema: string | undefined;
  if (url) {
    schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
  }
  const database = await openDatabase(
    url
      ? { url, searchPath: schema }
      : { dataDir: 'memory', loadDataDir: await migratedTemplate() },
  );
  return startApp(database, env, options, async () => {
    await database.close();
    if (url && schema) {
      const admin = new Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  });
}

async function startApp(
  database: Database,
  env: Record<string, string>,
  options: TestAppOptions,
  dispose: () => Promise<void>,
): Promise<TestApp> {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    REDIS_URL: '',
    UPLOADS_DIR: `/tmp/bgmi-test-uploads-${process.pid}`,
    AUTH_RATE_LIMIT: '1000',
    // Redis keys and channels of this test process only (others may share the Redis server).
    REDIS_PREFIX: `bgmi-test-${process.pid}`,
    ...env,
  });
  const app = options.logStream
    ? await buildApp({ config, database, logStream: options.logStream })
    : await buildApp({ config, database, logger: false });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}
