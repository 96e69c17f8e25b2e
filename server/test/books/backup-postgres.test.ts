import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { makeBackup, restoreBackup } from '../../src/services/backups';
import { verifyBackup } from '../../src/services/backup-verify';
import { seedWallets, wallets } from './books-helpers';

/**
 * Issue 25 on a PostgreSQL server (`npm run test:pg`): pg_dump, pg_restore and a verify in a
 * scratch database round-trip a seeded schema with wallets equal. Skipped without PostgreSQL.
 */
const url = process.env.TEST_DATABASE_URL;
const run = url ? describe : describe.skip;

async function adminSql(text: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

run('backups of a PostgreSQL database', () => {
  const schema = `test_books_${randomBytes(5).toString('hex')}`;
  let database: Database;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bgmi-pg-backups-'));
    await adminSql(`CREATE SCHEMA ${schema}`);
    database = await openDatabase({ url, searchPath: schema, poolSize: 2 });
    await migrate(database);
  });
  afterAll(async () => {
    await database?.close();
    await adminSql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('pg_dump, verify in a scratch database, pg_restore: wallets equal', async () => {
    await seedWallets(database, 5);
    const atBackup = await wallets(database);
    const backup = await makeBackup(database, { dir, keep: 2, databaseUrl: url, schema });
    expect(backup.kind).toBe('postgres');
    expect(backup.file).toMatch(/bgmi-postgres-\d{8}T\d{9}Z\.dump$/);

    const report = await verifyBackup(backup.file, url);
    expect(report.wallets).toBe(5);
    expect(report.entries).toBe(10);
    expect(report.mismatches).toEqual([]);

    await seedWallets(database, 2);
    expect(Object.keys(await wallets(database))).toHaveLength(7);
    await restoreBackup(backup.file, { dataDir: '', databaseUrl: url });
    expect(await wallets(database)).toEqual(atBackup);
  }, 120_000);
});
