import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/database';
import { DataDirLockedError, lockFileOf } from '../../src/db/data-dir-lock';
import { migrate } from '../../src/db/migrate';
import { requestDeposit } from '../../src/services/deposits';
import { findDeposit } from './deposit-probe';
import { runAdmin, seedWallets } from './books-helpers';

/** Issue 25: one writer per embedded data folder; the admin CLI never writes beside the API. */
describe('one writer per embedded data folder', () => {
  let root: string;
  let dataDir: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'bgmi-one-writer-'));
    dataDir = path.join(root, 'pglite');
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('refuses a second open of the folder, naming the holder, and allows it after close', async () => {
    const first = await openDatabase({ dataDir, holder: 'the test API' });
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      /open in another process \(the test API, pid \d+.*One writer per data folder/,
    );
    await first.close();
    expect(fs.existsSync(lockFileOf(dataDir))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  }, 60_000);

  it('takes over a lock whose process is gone (kill -9, power loss)', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const pid = Number(dead.stdout.toString());
    const stale = { pid, host: os.hostname(), started: '1', since: 'then', what: 'a dead API' };
    fs.writeFileSync(lockFileOf(dataDir), JSON.stringify(stale));
    const database = await openDatabase({ dataDir });
    expect(JSON.parse(fs.readFileSync(lockFileOf(dataDir), 'utf8')).pid).toBe(process.pid);
    await database.close();
  }, 60_000);

  it('the admin CLI with an unreachable API_URL is refused while the folder is held, and its approval survives once it runs alone', async () => {
    const database = await openDatabase({ dataDir, holder: 'the API (port 5399)' });
    await migrate(database);
    const [userId] = await seedWallets(database, 1);
    await requestDeposit(database, userId!, { amount: 500, transaction_id: 'UTR25BOOKS01' });
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      API_URL: 'http://127.0.0.1:5398',
      ADMIN_KEY_FILE: path.join(root, 'admin.key'),
    };
    const refused = await runAdmin(['approve-deposit', 'UTR25BOOKS01'], env);
    expect(refused.code).toBe(1);
    expect(refused.stdout).not.toMatch(/approved/);
    expect(refused.stderr).toMatch(/no API answers at http:\/\/127\.0\.0\.1:5398/);
    expect(refused.stderr).toMatch(/the API \(port 5399\).*Nothing was changed/);
    expect((await findDeposit(database, 'UTR25BOOKS01'))?.status).toBe(0);
    await database.close();

    const alone = await runAdmin(['approve-deposit', 'UTR25BOOKS01'], env);
    expect(alone.stderr).toBe('');
    expect(alone.stdout).toMatch(/Deposit UTR25BOOKS01 approved/);
    expect(alone.code).toBe(0);
    // "After a restart": the approval is in the folder.
    const reopened = await openDatabase({ dataDir });
    expect((await findDeposit(reopened, 'UTR25BOOKS01'))?.status).toBe(1);
    await reopened.close();
  }, 180_000);
});
