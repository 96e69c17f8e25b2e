import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/database';

const COMMITS = Number(process.env.BENCH_COMMITS ?? 500);

/**
 * The embedded database's own price of fsync (issue 25), without the API around it: single-row
 * INSERT commits per second on a folder on disk, fsync on (the default) and off, in this run.
 */
export async function benchFsyncCommits(): Promise<void> {
  const rates: Record<string, number> = {};
  for (const fsync of [true, false]) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bgmi-bench-fsync-'));
    const database = await openDatabase({ dataDir: path.join(dir, 'pglite'), fsync });
    try {
      await database.execScript('CREATE TABLE commits (id serial PRIMARY KEY, note text)');
      const started = performance.now();
      for (let i = 0; i < COMMITS; i += 1)
        await database.query('INSERT INTO commits (note) VALUES ($1)', [`commit ${i}`]);
      rates[fsync ? 'on' : 'off'] = COMMITS / ((performance.now() - started) / 1000);
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const cost = (1 - rates.on! / rates.off!) * 100;
  console.log(
    `embedded commits on disk (${COMMITS} single-row INSERTs): fsync on ${rates.on!.toFixed(0)}/s, ` +
      `off ${rates.off!.toFixed(0)}/s; fsync costs ${cost.toFixed(0)}% of commits/s`,
  );
}
