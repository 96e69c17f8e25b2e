import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { rssMb } from './http/children';

/** Issue 14's goal for the API on the embedded database, idle. */
const GOAL_MB = 350;
const PORT = Number(process.env.BENCH_IDLE_PORT ?? 8103);
const SETTLE_MS = 5000;
const serverDir = path.join(__dirname, '..');

/** Starts a node process, waits for a line matching `ready`, lets it settle, reads its RSS. */
async function idleRss(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<number> {
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code})`)));
      readline.createInterface({ input: child.stdout! }).on('line', (line) => {
        if (ready.test(line)) resolve();
      });
    });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return rssMb(child.pid!);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/**
 * Idle memory of the API on the embedded database, started as `npm start` starts it (node with
 * tsx, MALLOC_MMAP_THRESHOLD_ as scripts/start.mjs sets it, a data folder on disk): once on a
 * fresh folder (initdb + migrations + demo seed) and once restarted on it. The anchor is a bare
 * Fastify process measured the same way in the same run.
 */
export async function benchIdleMemory(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bgmi-idle-'));
  const env = {
    ...process.env,
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
    DATA_DIR: path.join(dir, 'pglite'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    ADMIN_KEY_FILE: path.join(dir, 'admin.key'),
    DATABASE_URL: '',
    REDIS_URL: '',
    API_HOST: '127.0.0.1',
    API_PORT: String(PORT),
    LOG_LEVEL: 'warn',
  };
  try {
    const api = ['--import', 'tsx', 'src/server.ts'];
    const first = await idleRss(api, env, /^API ready/);
    const restart = await idleRss(api, env, /^API ready/);
    const bare = await idleRss(
      [
        '-e',
        `require('fastify')().get('/', async () => ({})).listen({ port: ${PORT}, host: '127.0.0.1' }).then(() => console.log('ready'))`,
      ],
      env,
      /^ready/,
    );
    const verdict = Math.max(first, restart) <= GOAL_MB ? 'met' : 'NOT met';
    console.log(
      `\nAPI idle RSS, embedded database: first start + seed ${first.toFixed(0)} MB, restart ` +
        `${restart.toFixed(0)} MB (goal <= ${GOAL_MB} MB: ${verdict}); bare Fastify ${bare.toFixed(0)} MB`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
