import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_DB_URL, BENCH_SCHEMA, adminSql } from './bench-db';

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

export function runPgbench(
  clients: number,
  seconds: number,
  rows = 1000,
): { tps: number; p99: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbench-'));
  const script = path.join(dir, 'update.sql');
  fs.writeFileSync(
    script,
    `\\set id random(1, ${rows})\nUPDATE ${BENCH_SCHEMA}.pgb_wallet SET balance = balance - 1 WHERE id = :id;\n`,
  );
  const url = new URL(BENCH_DB_URL);
  const out = execFileSync(
    '/usr/bin/pgbench',
    [
      '-n',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-f',
      script,
      '-l',
      '--log-prefix',
      path.join(dir, 'log'),
      '-h',
      url.hostname,
      '-p',
      url.port || '5432',
      '-U',
      url.username || 'postgres',
      url.pathname.slice(1),
    ],
    { cwd: dir, encoding: 'utf8' },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
  const latencies: number[] = [];
  for (const file of fs.readdirSync(dir).filter((name) => name.startsWith('log')))
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n'))
      if (line) latencies.push(Number(line.split(' ')[2]) / 1000);
  latencies.sort((a, b) => a - b);
  fs.rmSync(dir, { recursive: true, force: true });
  return { tps, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
}
