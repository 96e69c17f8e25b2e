import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Database } from '../../src/db/database';
import { insertUser } from '../../src/repositories/user/user-repository';
import { walletsAgainstLedger } from '../../src/repositories/wallet/books-check-repository';
import { applyWalletChange } from '../../src/services/wallet-ledger';

/** Users with a few ledger movements each: what a backup must carry over. */
export async function seedWallets(database: Database, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = `books_${i}_${randomUUID().slice(0, 6)}`;
    const user = await insertUser(database.db, {
      username: name,
      bgmiUserId: name,
      name: `Books ${i}`,
      email: `b${i}@example.com`,
      phone: '9000000000',
      passwordHash: 'x',
    });
    await database.transaction(async (tx) => {
      await applyWalletChange(tx, { userId: user.id, kind: 'deposit', amountPaise: 100_000 + i });
      await applyWalletChange(tx, {
        userId: user.id,
        kind: 'withdraw',
        amountPaise: -(i * 100 + 50),
      });
    });
    ids.push(user.id);
  }
  return ids;
}

/** Every wallet by BGMI ID, in paise. */
export async function wallets(database: Database): Promise<Record<string, number>> {
  const rows = await walletsAgainstLedger(database);
  return Object.fromEntries(rows.map((row) => [row.bgmiUserId, row.balancePaise]));
}

/** Runs `npm run admin -- ...` as an operator would (tsx, the real CLI), with its own env. */
export function runAdmin(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const serverRoot = path.resolve(__dirname, '..', '..');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(serverRoot, 'src', 'cli', 'admin.ts'), ...args],
      { cwd: serverRoot, env: { ...process.env, NODE_OPTIONS: '', ...env }, timeout: 90_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
