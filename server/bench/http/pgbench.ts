import { execFileSync } from 'node:child_process';
import { Client } from 'pg';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_DB_URL, BENCH_SCHEMA, adminSql } from './bench-db';

/** pgbench's figures: tps, p99 from its per-transaction log, and its count of transactions. */
export interface PgbenchResult {
  tps: number;
  p99: number;
  transactions: number;
  /** Failed transactions (pgbench 15 counts them); aborted clients make runPgbench throw. */
  failed: number;
}

/** The anchors' tables: the single-row UPDATE's wallets, and tpcb-like's at scale 10. */
export async function preparePgbench(): Promise<void> {
  await adminSql(
    `CREATE TABLE IF NOT EXISTS ${BENCH_SCHEMA}.pgb_wallet (id int PRIMARY KEY, balance bigint NOT NULL);
     INSERT INTO ${BENCH_SCHEMA}.pgb_wallet SELECT g, 1000000 FROM generate_series(1, 1000) g
     ON CONFLICT (id) DO NOTHING`,
  );
  // tpcb-like's tables at scale 10 (pgbench -i), made once per bench database.
  const url = new URL(BENCH_DB_URL);
  const client = new Client({ connectionString: BENCH_DB_URL });
  await client.connect();
  try {
    // Two statements: a CASE around the count would still fail to plan without the table.
    const { rows } = await client.query<{ made: boolean }>(
      `SELECT to_regclass('public.pgbench_branches') IS NOT NULL AS made`,
    );
    if (rows[0]?.made) {
      const count = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM public.pgbench_branches',
      );
      if (count.rows[0]?.n === 10) return;
    }
  } finally {
    await client.end();
  }
  execFileSync(
    '/usr/bin/pgbench',
    ['-i', '-q', '-s', '10', ...hostArgs(url), url.pathname.slice(1)],
    {
      stdio: 'ignore',
    },
  );
}

export function hostArgs(url: URL): string[] {
  return ['-h', url.hostname, '-p', url.port || '5432', '-U', url.username || 'postgres'];
}

/**
 * pgbench's single-row UPDATE: tps and p99 from its per-transaction log. Each transaction updates
 * a row picked at random among `rows` (1000: clients rarely meet on a row; 1: every client waits
 * for the one row, as bets of one bettor wait for one wallet).
 */
export function runPgbench(clients: number, seconds: number, rows = 1000): PgbenchResult {
  return runPgbenchScripts(clients, seconds, [
    `\\set id random(1, ${rows})\nUPDATE ${BENCH_SCHEMA}.pgb_wallet SET balance = balance - 1 WHERE id = :id;\n`,
  ]);
}

/**
 * pgbench with custom scripts (each transaction runs one, picked at random), `-D` variables and
 * the bench schema first on the search path, as the API's pool sets it. `prepared`: statements
 * prepared once per connection with their values as parameters, as the API sends its own.
 */
export function runPgbenchScripts(
  clients: number,
  seconds: number,
  scripts: string[],
  options: { defines?: Record<string, string>; prepared?: boolean } = {},
): PgbenchResult {
  return runPgbenchArgs(clients, seconds, (dir) => [
    ...(options.prepared ? ['-M', 'prepared'] : []),
    ...scripts.flatMap((text, i) => {
      const file = path.join(dir, `script-${i}.sql`);
      fs.writeFileSync(file, text);
      return ['-f', file];
    }),
    ...Object.entries(options.defines ?? {}).flatMap(([name, value]) => ['-D', `${name}=${value}`]),
  ]);
}

/** pgbench -n for `seconds` with `clients`, its log read for the p99 (`args`: what it runs). */
function runPgbenchArgs(
  clients: number,
  seconds: number,
  args: (dir: string) => string[],
  threads = 2,
  searchPath = BENCH_SCHEMA,
): PgbenchResult {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbench-'));
  const url = new URL(BENCH_DB_URL);
  try {
    const out = execFileSync(
      '/usr/bin/pgbench',
      [
        '-n',
        ...['-c', String(clients), '-j', String(Math.min(threads, clients))],
        ...['-T', String(seconds)],
        ...args(dir),
        ...['-l', '--log-prefix', path.join(dir, 'log')],
        ...hostArgs(url),
        url.pathname.slice(1),
      ],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, PGOPTIONS: `-c search_path=${searchPath}` },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const latencies: number[] = [];
    for (const file of fs.readdirSync(dir).filter((name) => name.startsWith('log')))
      for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n'))
        if (line) latencies.push(Number(line.split(' ')[2]) / 1000);
    return pgbenchSummary(out, latencies);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A run's result from pgbench's own summary (`out`) and its per-transaction latencies (ms). */
export function pgbenchSummary(out: string, latencies: number[]): PgbenchResult {
  latencies.sort((a, b) => a - b);
  return {
    tps: Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0),
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    transactions: Number(/actually processed: (\d+)/.exec(out)?.[1] ?? 0),
    failed: Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0),
  };
}
