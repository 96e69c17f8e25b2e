import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { BENCH_DB_URL } from './bench-db';
import { cpuMs } from './children';
import { hostArgs, pgbenchSummary, type PgbenchResult } from './pgbench';
import type { LoadResult } from './load';

/**
 * CPU time per operation (ms, all threads, from /proc in the same run) of each party: the load
 * client (autocannon in this process, or pgbench), the API (none for pgbench) and the PostgreSQL
 * backends serving it. On a machine whose cores are all busy, throughput is CPU over CPU per
 * operation, so the ratio of two totals is the most one load can reach against the other.
 */
export interface CpuPerOp {
  client: number;
  server: number;
  database: number;
  total: number;
}

interface Snapshot {
  client: number;
  server: number;
  database: Map<number, number>;
}

/** CPU ms of a process, 0 once it has ended. */
const cpuOf = (pid: number | undefined) => {
  if (!pid) return 0;
  try {
    return cpuMs(pid);
  } catch {
    return 0;
  }
};

/** The bench database's backends of one application_name (PGAPPNAME of an API; `pgbench`). */
async function backends(appName: string): Promise<number[]> {
  const client = new Client({ connectionString: BENCH_DB_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = $1`,
      [appName],
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

async function snapshot(appName: string, clientPid: number, serverPid?: number) {
  const database = new Map<number, number>();
  for (const pid of await backends(appName)) database.set(pid, cpuOf(pid));
  return { client: cpuOf(clientPid), server: cpuOf(serverPid), database };
}

function perOp(before: Snapshot, after: Snapshot, ops: number): CpuPerOp {
  let database = 0;
  // A backend opened during the window (the pool growing) counts from zero.
  for (const [pid, ms] of after.database) database += ms - (before.database.get(pid) ?? 0);
  const share = {
    client: (after.client - before.client) / ops,
    server: (after.server - before.server) / ops,
    database: database / ops,
  };
  return { ...share, total: share.client + share.server + share.database };
}

/** One load run with the CPU per successful call of this process, the API and its backends. */
export async function measureLoad(
  serverPid: number,
  appName: string,
  run: () => Promise<LoadResult>,
): Promise<LoadResult & { cpu: CpuPerOp }> {
  const before = await snapshot(appName, process.pid, serverPid);
  const result = await run();
  const after = await snapshot(appName, process.pid, serverPid);
  return { ...result, cpu: perOp(before, after, Math.max(result.ok, 1)) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * pgbench's tpcb-like (scale 10, `clients` clients and threads, its tables in the public schema)
 * with the CPU per transaction of pgbench and its backends, over a window inside the run (after
 * its connections are open, before they close); the window's transactions come from its log.
 */
export async function runTpcbMeasured(
  clients: number,
  seconds: number,
): Promise<PgbenchResult & { cpu: CpuPerOp }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbench-'));
  const url = new URL(BENCH_DB_URL);
  try {
    const child = spawn(
      '/usr/bin/pgbench',
      [
        ...['-n', '-b', 'tpcb-like', '-c', String(clients), '-j', String(clients)],
        ...['-T', String(seconds), '-l', '--log-prefix', path.join(dir, 'log')],
        ...hostArgs(url),
        url.pathname.slice(1),
      ],
      { cwd: dir, env: { ...process.env, PGOPTIONS: '-c search_path=public' } },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const started = Date.now();
    await sleep(600);
    const from = Date.now();
    const before = await snapshot('pgbench', child.pid!);
    await sleep(Math.max(started + seconds * 1000 - 400 - Date.now(), 100));
    const after = await snapshot('pgbench', child.pid!);
    const to = Date.now();
    if ((await exited) !== 0) throw new Error(`pgbench failed: ${out}`);
    const latencies: number[] = [];
    let inWindow = 0;
    for (const file of fs.readdirSync(dir).filter((name) => name.startsWith('log')))
      for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
        if (!line) continue;
        const fields = line.split(' ');
        latencies.push(Number(fields[2]) / 1000);
        const at = Number(fields[4]) * 1000 + Number(fields[5]) / 1000;
        if (at >= from && at <= to) inWindow += 1;
      }
    return {
      ...pgbenchSummary(out, latencies),
      cpu: perOp(before, after, Math.max(inWindow, 1)),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The CPU lines under the API table: each party's share, medians over the rounds. */
export function printCpu(cpu: Record<'demo' | 'real' | 'tpcb', CpuPerOp[]>): void {
  const med = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
  const pick = (which: keyof typeof cpu) => ({
    client: med(cpu[which].map((c) => c.client)),
    server: med(cpu[which].map((c) => c.server)),
    database: med(cpu[which].map((c) => c.database)),
    total: med(cpu[which].map((c) => c.total)),
  });
  const tpcb = pick('tpcb');
  console.log(
    `\nCPU per operation (ms, from /proc, same rounds; median): tpcb-like: pgbench ` +
      `${tpcb.client.toFixed(3)} + PostgreSQL ${tpcb.database.toFixed(3)} = ${tpcb.total.toFixed(3)}`,
  );
  for (const mode of ['demo', 'real'] as const) {
    const bet = pick(mode);
    const ceiling = tpcb.total / bet.total;
    const withoutClient = tpcb.database / (bet.server + bet.database);
    console.log(
      `bet, ${mode} mode: load client (autocannon) ${bet.client.toFixed(3)} + API ` +
        `${bet.server.toFixed(3)} + PostgreSQL ${bet.database.toFixed(3)} = ${bet.total.toFixed(3)}` +
        ` -> with every core busy, bets/s can reach at most ${ceiling.toFixed(2)}x tpcb-like tps ` +
        `(${withoutClient.toFixed(2)}x counting neither load client)`,
    );
  }
}
