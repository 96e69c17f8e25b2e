import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export interface Child<Info> {
  info: Info;
  process: ChildProcess;
  stop: () => Promise<void>;
}

const SERVER_DIR = path.join(__dirname, '..', '..');

/**
 * The bench's product API as production runs it: compiled by build.mjs (dist/, plain node; made
 * afresh once per bench run). BENCH_TSX=1 runs its sources through tsx instead, as `npm run dev`.
 */
function productCommand(file: string): string[] {
  if (process.env.BENCH_TSX === '1') return ['--import', 'tsx', path.join(__dirname, file)];
  const entry = path.join('bench', 'http', file);
  execFileSync(process.execPath, ['build.mjs', entry], { cwd: SERVER_DIR, stdio: 'inherit' });
  return [path.join(SERVER_DIR, 'dist', file.replace(/\.ts$/, '.js'))];
}

/**
 * Starts a bench server (a .ts file beside this one, run by tsx; with `compiled`, the build of it
 * productCommand makes) and waits for its JSON line.
 */
export async function startChild<Info>(
  file: string,
  args: string[],
  nodeArgs: string[] = [],
  env: Record<string, string> = {},
  compiled = false,
): Promise<Child<Info>> {
  const command = compiled ? productCommand(file) : ['--import', 'tsx', path.join(__dirname, file)];
  // BENCH_CPU_PROF=<folder>: each bench server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, ...nodeArgs, ...command, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const info = await new Promise<Info>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${file} exited (${code}) before it was ready`)));
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as Info);
    });
  });
  return {
    info,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process (kB from /proc, Linux). */
export function rssMb(pid: number): number {
  const fs = require('node:fs') as typeof import('node:fs');
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * CPU time a process has used so far, all its threads (GC helpers too), in ms: the first field of
 * each thread's /proc schedstat, in ns (Linux). A thread that ends between listing and reading is
 * skipped.
 */
export function cpuMs(pid: number): number {
  const fs = require('node:fs') as typeof import('node:fs');
  let ns = 0;
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended meanwhile.
    }
  }
  return ns / 1e6;
}
