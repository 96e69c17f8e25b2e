// The scale test's cluster: a fresh PostgreSQL database, N API instances on it and one Redis
// (a fresh key prefix), and a round-robin proxy (http-proxy) in front. Loopback only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const { Redis } = require('ioredis');
const httpProxy = require('http-proxy');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function createDatabase(adminUrl) {
  const name = `bgmi_scale_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const again = new Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/** Deletes every Redis key of the test's prefix. */
export async function clearRedis(redisUrl, prefix) {
  const redis = new Redis(redisUrl);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
}

async function waitHealthy(port, deadline) {
  while (Date.now() < deadline) {
    const ok = await new Promise((resolve) => {
      http
        .get({ host: '127.0.0.1', port, path: '/health', timeout: 1000 }, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`instance on port ${port} did not start`);
}

/**
 * Starts one API instance; `events` collects its leader changes ({ port, leader, at }).
 * Its log goes to a file for a failed run.
 */
export async function startInstance({ port, env, events, logDir }) {
  const log = fs.createWriteStream(path.join(logDir, `api-${port}.log`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'server'),
    env: { ...process.env, ...env, API_PORT: String(port), API_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let buffer = '';
  child.stdout.on('data', (chunk) => {
    log.write(chunk);
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('"leader: ')) continue;
      try {
        const entry = JSON.parse(line);
        events.push({ port, leader: entry.leader, at: Date.now() });
      } catch {
        /* not a log line */
      }
    }
  });
  child.stderr.on('data', (chunk) => log.write(chunk));
  await waitHealthy(port, Date.now() + 60_000);
  return { port, child, alive: true };
}

/**
 * A round-robin proxy over the instances, websockets included (no sticky sessions: the
 * sockets are websocket-only, one TCP connection each). A dead target is skipped for 2 s.
 */
export function startProxy(port, targets) {
  const proxy = httpProxy.createProxyServer({ ws: true, xfwd: false });
  const downUntil = new Map();
  let next = 0;
  const pick = () => {
    for (let tries = 0; tries < targets.length; tries += 1) {
      const target = targets[next % targets.length];
      next += 1;
      if ((downUntil.get(target) ?? 0) < Date.now()) return target;
    }
    return targets[next++ % targets.length];
  };
  const fail = (target, res) => {
    downUntil.set(target, Date.now() + 2000);
    if (res && 'writeHead' in res && !res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: false, message: 'bad gateway' }));
    } else res?.destroy?.();
  };
  const server = http.createServer((req, res) => {
    const target = pick();
    proxy.web(req, res, { target: `http://127.0.0.1:${target}` }, () => fail(target, res));
  });
  server.on('upgrade', (req, socket, head) => {
    const target = pick();
    proxy.ws(req, socket, head, { target: `http://127.0.0.1:${target}` }, () =>
      fail(target, socket),
    );
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ close: () => server.close() })),
  );
}

export const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'bgmi-scale-'));
