import { execFileSync } from 'node:child_process';
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

/**
 * pgbench's single-row UPDATE (the anchor of a money write): tps and p99 from its per-transaction
 * log. Each transaction updates a row picked at random among `rows` (1000: clients rarely meet on
 * a row; 1: every client waits for the one row, as bets of one bettor wait for one wallet).
 */
export async function preparePgbench(): Promise<void> {
  await adminSql(
    `CREATE TABLE IF NOT EXISTS ${BENCH_SCHEMA}.pgb_wallet (id int PRIMARY KEY, balance bigint NOT NULL);
     INSERT INTO ${BENCH_SCHEMA}.pgb_wallet SELECT g, 1000000 FROM generate_series(1, 1000) g
     ON CONFLICT (id) DO NOTHING`,
  );
}

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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbench-'));
  const files = scripts.map((text, i) => {
    const file = path.join(dir, `script-${i}.sql`);
    fs.writeFileSync(file, text);
    return ['-f', file];
  });
  const defines = Object.entries(options.defines ?? {}).map(([name, value]) => [
    '-D',
    `${name}=${value}`,
  ]);
  const url = new URL(BENCH_DB_URL);
  try {
    const out = execFileSync(
      '/usr/bin/pgbench',
      [
        '-n',
        ...['-c', String(clients), '-j', '2', '-T', String(seconds)],
        ...(options.prepared ? ['-M', 'prepared'] : []),
        ...files.flat(),
        ...defines.flat(),
        ...['-l', '--log-prefix', path.join(dir, 'log')],
        ...['-h', url.hostname, '-p', url.port || '5432', '-U', url.username || 'postgres'],
        url.pathname.slice(1),
      ],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, PGOPTIONS: `-c search_path=${BENCH_SCHEMA}` },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const latencies: number[] = [];
    for (const file of fs.readdirSync(dir).filter((name) => name.startsWith('log')))
      for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n'))
        if (line) latencies.push(Number(line.split(' ')[2]) / 1000);
    latencies.sort((a, b) => a - b);
    return {
      tps: Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0),
      p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
      transactions: Number(/actually processed: (\d+)/.exec(out)?.[1] ?? 0),
      failed: Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
