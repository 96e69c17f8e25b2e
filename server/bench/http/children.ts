import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export interface Child<Info> {
  info: Info;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** Starts a bench server (a .ts file beside this one, run by tsx) and waits for its JSON line. */
export async function startChild<Info>(
  file: string,
  args: string[],
  nodeArgs: string[] = [],
  env: Record<string, string> = {},
): Promise<Child<Info>> {
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(__dirname, file), ...args],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      cwd: path.join(__dirname, '..', '..'),
      env: { ...process.env, ...env },
    },
  );
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
