import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { listBackups } from '../../src/services/backup-files';
import { makeBackup, restoreBackup } from '../../src/services/backups';
import { verifyBackup } from '../../src/services/backup-verify';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../helpers/api';
import { runAdmin, seedWallets, wallets } from './books-helpers';

/** Issue 25: backup, restore and verify round-trip a seeded embedded database, wallets equal. */
describe('backups of the embedded database', () => {
  let root: string;
  let dataDir: string;
  let backupDir: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'bgmi-books-'));
    dataDir = path.join(root, 'pglite');
    backupDir = path.join(root, 'backups');
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('backs up online, restores into the folder and verifies every wallet', async () => {
    const database = await openDatabase({ dataDir, holder: 'the test API' });
    await migrate(database);
    await seedWallets(database, 6);
    const atBackup = await wallets(database);
    const backup = await makeBackup(database, { dir: backupDir, keep: 3 });
    expect(backup.kind).toBe('pglite');
    expect(path.dirname(backup.file)).toBe(backupDir);
    // Written after the backup: a restore takes the folder back to the backup's moment.
    await seedWallets(database, 2);
    expect(Object.keys(await wallets(database))).toHaveLength(8);

    // The folder is held: a restore now is refused, not run beside the writer.
    await expect(restoreBackup(backup.file, { dataDir })).rejects.toThrow(
      /open in another process/,
    );
    await database.close();

    const outcome = await restoreBackup(backup.file, { dataDir });
    expect(outcome).toMatch(/previous folder is kept at .*before-restore-/);
    const restored = await openDatabase({ dataDir });
    expect(await wallets(restored)).toEqual(atBackup);
    await restored.close();

    const report = await verifyBackup(backup.file);
    expect(report.wallets).toBe(6);
    expect(report.entries).toBe(12);
    expect(report.totalPaise).toBe(Object.values(atBackup).reduce((a, b) => a + b, 0));
    expect(report.mismatches).toEqual([]);
  }, 120_000);

  it('verify names a wallet whose cached balance left its ledger', async () => {
    const database = await openDatabase({ dataDir: 'memory' });
    await migrate(database);
    const [, tampered] = await seedWallets(database, 3);
    await database.query('UPDATE users SET wallet_paise = wallet_paise + 700 WHERE id = $1', [
      tampered,
    ]);
    const backup = await makeBackup(database, { dir: path.join(root, 'tampered'), keep: 1 });
    await database.close();
    const report = await verifyBackup(backup.file);
    expect(report.wallets).toBe(3);
    expect(report.mismatches).toHaveLength(1);
    expect(report.mismatches[0]!.wallet - report.mismatches[0]!.sumOfEntries).toBe(7);
  }, 60_000);

  it('keeps BACKUP_KEEP backups; the CLI backs up, verifies and refuses a restore beside the API', async () => {
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      BACKUP_DIR: backupDir,
      BACKUP_KEEP: '2',
      API_URL: 'http://127.0.0.1:5397',
      ADMIN_KEY_FILE: path.join(root, 'admin.key'),
    };
    // One backup is already there (the first test); two more with BACKUP_KEEP=2 drop the oldest.
    const first = await runAdmin(['backup'], env);
    expect(first.stderr).toBe('');
    expect(first.stdout).toMatch(/Backup written: .*bgmi-pglite-\d{8}T\d{9}Z\.tar\.gz \(/);
    const second = await runAdmin(['backup'], env);
    expect(second.stdout).toMatch(/Backup written: .*; removed 1 older/);
    expect(listBackups(backupDir)).toHaveLength(2);

    const verified = await runAdmin(['verify'], env);
    expect(verified.code).toBe(0);
    expect(verified.stdout).toMatch(/wallets checked: +6/);
    expect(verified.stdout).toMatch(/ledger entries: +12/);
    expect(verified.stdout).toMatch(/every cached balance equals the sum of its ledger entries/);

    const held = await openDatabase({ dataDir, holder: 'the API (port 5396)' });
    const refused = await runAdmin(['restore', listBackups(backupDir)[0]!.file], env);
    await held.close();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/open in another process \(the API \(port 5396\)/);
  }, 180_000);
});

// The test app's database is in memory here; under `npm run test:pg` it is a schema the app
// cannot name to pg_dump (backup-postgres.test.ts covers PostgreSQL).
const embedded = process.env.TEST_DATABASE_URL ? describe.skip : describe;

embedded('backup through the running API (admin/run)', () => {
  let ctx: TestApp;
  let dir: string;
  const keyFile = `/tmp/bgmi-admin-key-books-${process.pid}`;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bgmi-api-backups-'));
    ctx = await createTestApp({ ADMIN_KEY_FILE: keyFile, BACKUP_DIR: dir, BACKUP_KEEP: '1' });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const run = (args: string[], headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/BGMI/admin/run',
      headers,
      payload: { command: 'backup', args },
    });

  it('writes a backup of the live database with the admin key, keeps one, refuses players', async () => {
    const key = fs.readFileSync(keyFile, 'utf8').trim();
    const player = await signUp(ctx.app);
    expect((await run([], { authorization: player.token })).statusCode).toBe(403);
    const first = await run([], { 'x-admin-key': key });
    expect(first.statusCode).toBe(200);
    expect(first.json().output).toMatch(/^Backup written: .*\.tar\.gz/);
    await run([], { 'x-admin-key': key });
    expect(listBackups(dir)).toHaveLength(1);
    const report = await verifyBackup(listBackups(dir)[0]!.file);
    expect(report.mismatches).toEqual([]);
    expect(report.wallets).toBeGreaterThan(0);
    const badName = await run(['/tmp/x.txt'], { 'x-admin-key': key });
    expect(badName.statusCode).toBe(400);
  }, 90_000);

  it('the scheduled job backs up every BACKUP_EVERY and keeps BACKUP_KEEP', async () => {
    const scheduledDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bgmi-scheduled-'));
    const scheduled = await createTestApp({
      JOBS: '1',
      BACKUP_DIR: scheduledDir,
      BACKUP_EVERY: '1s',
      BACKUP_KEEP: '2',
    });
    try {
      expect(scheduled.app.jobs.list()).toContain('scheduled-backup');
      await signUp(scheduled.app);
      const started = Date.now();
      const deadline = started + 30_000;
      // Three backups at least (one second apart), of which the newest two are kept.
      while (Date.now() < deadline) {
        const names = fs.readdirSync(scheduledDir);
        if (names.length === 2 && Date.now() - started > 4000) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const kept = listBackups(scheduledDir);
      expect(kept).toHaveLength(2);
      const report = await verifyBackup(kept[0]!.file);
      expect(report.mismatches).toEqual([]);
      expect(report.wallets).toBeGreaterThan(0);
    } finally {
      await scheduled.close();
      fs.rmSync(scheduledDir, { recursive: true, force: true });
    }
  }, 90_000);
});
