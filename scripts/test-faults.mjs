// `npm run test:faults` (issue 25): two API instances on PostgreSQL and Redis, each reached
// through a TCP proxy this test controls (the machine's servers are never stopped). Under chat and
// login traffic: Redis is cut and comes back, then PostgreSQL is cut and then stalled. Checks: no
// instance exits, HTTP keeps answering (200, 429 or 503, never 500, never past its bound), every
// chat message acknowledged is stored, cross-instance delivery resumes after Redis returns,
// /ready tells each outage, and the database recovers without a restart. Loopback only.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { clearRedis, createDatabase, startInstance, tempDir } from './scale/cluster.mjs';
import { apiClient, befriend, createPlayers, openSocket } from './scale/workload.mjs';
import { startTcpProxy } from './faults/tcp-proxy.mjs';
import { assertPortsFree, chatTraffic, httpTraffic, waitReady } from './faults/traffic.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const env = process.env;
const PG = env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = new URL(env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const BASE = Number(env.E2E_PORT_BASE ?? 5000) + 20;
// An instance that died answers nothing: the check then fails with its reason, not a stack.
const noAnswer = (error) => [0, { message: `no answer (${error.cause?.code ?? error.message})` }];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const tag = randomBytes(3).toString('hex');
const prefix = `bgmi-faults-${tag}:`;
const logDir = tempDir();
// The bounds the instances run with: a call must be answered within BOUND_MS however the
// database fails (connect 1 s, or a reply 3 s, plus the work around it).
const TIMEOUTS = {
  DB_CONNECT_TIMEOUT_MS: '1000',
  DB_STATEMENT_TIMEOUT_MS: '2000',
  DB_LOCK_TIMEOUT_MS: '1000',
  DB_QUERY_TIMEOUT_MS: '3000',
  REDIS_COMMAND_TIMEOUT_MS: '500',
  REDIS_RETRY_MS: '1000',
};
const BOUND_MS = 5000;
const instances = [];
const failures = [];
let database;
let redisProxy;
let pgProxy;

const watchdog = setTimeout(() => finish('timed out after 240 s'), 240_000);

async function finish(reason) {
  clearTimeout(watchdog);
  if (reason) failures.push(reason);
  for (const instance of instances) instance.child.kill('SIGTERM');
  redisProxy?.close();
  pgProxy?.close();
  await sleep(800);
  await database?.drop().catch(() => undefined);
  await clearRedis(REDIS.toString(), prefix).catch(() => undefined);
  if (failures.length) {
    console.error(`test:faults FAILED (logs in ${logDir}):\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  fs.rmSync(logDir, { recursive: true, force: true });
  console.log('test:faults passed');
  process.exit(0);
}

const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

/** Every instance still runs (an exit is the failure issue 25 found). */
function aliveCheck(when) {
  const dead = instances.filter((instance) => instance.child.exitCode !== null);
  check(!dead.length, `${when}: both instances still running`);
}

async function storedIds(ids) {
  const client = new Client({ connectionString: database.url });
  client.on('error', () => undefined);
  await client.connect();
  const { rows } = await client.query(
    'SELECT client_message_id FROM chat_messages WHERE client_message_id = ANY($1)',
    [ids],
  );
  await client.end();
  return new Set(rows.map((row) => row.client_message_id));
}

/** A traffic summary: answers by code, the slowest, the 5xx other than 503. */
function httpSummary(name, answers) {
  const codes = {};
  for (const answer of answers) codes[answer.code] = (codes[answer.code] ?? 0) + 1;
  const slowest = Math.max(0, ...answers.map((answer) => answer.ms));
  console.log(`  ${name}: ${answers.length} calls ${JSON.stringify(codes)}, slowest ${slowest} ms`);
  const bad = answers.filter((answer) => ![200, 429, 503].includes(answer.code));
  check(!bad.length, `${name}: every answer 200, 429 or 503 (got ${bad.length} others)`);
  check(slowest <= BOUND_MS, `${name}: every answer within ${BOUND_MS} ms`);
  return codes;
}

// Instances never outlive this process, however it ends.
process.on('exit', () => instances.forEach((instance) => instance.child.kill('SIGTERM')));

async function main() {
  await assertPortsFree([BASE, BASE + 1, BASE + 2, BASE + 3]);
  database = await createDatabase(PG);
  redisProxy = await startTcpProxy(BASE, { host: REDIS.hostname, port: Number(REDIS.port) });
  const pg = new URL(database.url);
  pgProxy = await startTcpProxy(BASE + 1, { host: pg.hostname, port: Number(pg.port || 5432) });
  const proxiedPg = new URL(database.url);
  proxiedPg.host = `127.0.0.1:${BASE + 1}`;
  const instanceEnv = {
    DATABASE_URL: proxiedPg.toString(),
    REDIS_URL: redisProxy.url('redis', REDIS.pathname),
    REDIS_PREFIX: prefix,
    LOG_LEVEL: 'info',
    AUTH_RATE_LIMIT: '100000',
    CHAT_FLOOD_LIMIT: '100000',
    SOCKET_EVENT_LIMIT: '100000',
    ADMIN_KEY_FILE: path.join(logDir, 'admin.key'),
    UPLOADS_DIR: path.join(logDir, 'uploads'),
    SEED_DEMO: '0',
    JOBS: '1',
    MONEY_MODE: 'demo',
    ...TIMEOUTS,
  };
  const ports = [BASE + 2, BASE + 3];
  instances.push(await startInstance({ port: ports[0], env: instanceEnv, events: [], logDir }));
  instances.push(await startInstance({ port: ports[1], env: instanceEnv, events: [], logDir }));
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  const apis = urls.map((url) => apiClient(url, instanceEnv.ADMIN_KEY_FILE));
  const players = await createPlayers(apis[0], 4, `f${tag}`);
  await befriend(apis[0], players[0], players[1]);
  await befriend(apis[1], players[2], players[3]);
  // Each conversation crosses instances: sender on one, receiver on the other.
  const routes = [
    { from: players[0], to: players[1], send: urls[0], receive: urls[1] },
    { from: players[2], to: players[3], send: urls[1], receive: urls[0] },
  ];
  for (const route of routes) {
    route.sender = await openSocket(route.send, route.from.token);
    route.receiver = await openSocket(route.receive, route.to.token);
    route.delivered = new Set();
    route.receiver.on('receive_message', (message) => route.delivered.add(message.clientMessageId));
  }
  await sleep(500);

  // 1. Redis cut (refused, connections closed), then stalled (connections open, no byte
  // moves), each for 5 s under chat and login traffic, then back.
  let running = true;
  let droppedBefore = 0;
  for (const fault of ['cut', 'stall']) {
    console.log(`Redis: ${fault} for 5 s under chat and login traffic`);
    running = true;
    const chat = routes.map((route, index) =>
      chatTraffic(route, `redis-${fault}-${index}`, () => running),
    );
    const logins = urls.map((url, index) =>
      httpTraffic(url, players[index], 'user/login', () => running),
    );
    await sleep(1500);
    redisProxy[fault]();
    await sleep(1500);
    const readyAway = await fetch(`${urls[0]}/ready`).then(
      async (r) => [r.status, await r.json()],
      noAnswer,
    );
    check(
      readyAway[0] === 503 && readyAway[1].redis === 'unreachable',
      `/ready answers 503 naming Redis while it is away (${readyAway[0]} ${readyAway[1].message})`,
    );
    await sleep(3500);
    const sockets = routes.flatMap((route) => [route.sender, route.receiver]);
    const reconnected = new Set();
    for (const socket of sockets) socket.on('connect', () => reconnected.add(socket));
    redisProxy.heal();
    await waitReady(urls, 15_000);
    // Each instance asks its sockets to reconnect (to catch up) within REDIS_RETRY_MS of Redis's
    // return; the clients come back by themselves.
    const resyncDeadline = Date.now() + 15_000;
    while (
      Date.now() < resyncDeadline &&
      !sockets.every((socket) => reconnected.has(socket) && socket.connected)
    )
      await sleep(200);
    check(
      sockets.every((socket) => reconnected.has(socket) && socket.connected),
      `after the Redis ${fault} every socket reconnected to catch up, by itself`,
    );
    await sleep(500);
    running = false;
    const chatRuns = await Promise.all(chat);
    const loginRuns = await Promise.all(logins);
    aliveCheck(`Redis ${fault}`);
    httpSummary(`logins during the Redis ${fault}`, loginRuns.flat());
    const acked = chatRuns.flatMap((run) => run.acked);
    const stored = await storedIds(acked);
    console.log(
      `  chat: ${acked.length} acknowledged, ${chatRuns.flatMap((r) => r.refused).length} refused`,
    );
    check(
      acked.length > 0 && acked.every((id) => stored.has(id)),
      `every message acknowledged during the Redis ${fault} is stored`,
    );
    const stats = await Promise.all(
      urls.map((url) => fetch(`${url}/health`).then((response) => response.json())),
    );
    const dropped =
      stats.reduce((sum, health) => sum + health.redis.droppedPushes, 0) - droppedBefore;
    droppedBefore += dropped;
    console.log(`  pushes that could not cross instances (counted): ${dropped}`);
    check(dropped > 0, `pushes that could not cross instances were counted (Redis ${fault})`);

    // Delivery resumes: fresh messages each way arrive live on the other instance.
    for (const route of routes) {
      const ids = Array.from(
        { length: 10 },
        (_, index) => `after-${fault}-${route.from.index}-${index}`,
      );
      for (const id of ids)
        await route.sender
          .timeout(5000)
          .emitWithAck('send_message', {
            from: route.from.id,
            to: route.to.id,
            message: id,
            timestamp: Date.now(),
            clientMessageId: id,
          })
          .catch(() => undefined); // not delivered then: the check below says so
      const deadline = Date.now() + 3000;
      while (Date.now() < deadline && !ids.every((id) => route.delivered.has(id))) await sleep(100);
      check(
        ids.every((id) => route.delivered.has(id)),
        `cross-instance delivery resumed after the Redis ${fault} (${route.send} -> ${route.receive})`,
      );
    }
  }

  // 2. PostgreSQL cut for 4 s, then stalled for 5 s, under chat, reads and logins.
  for (const fault of ['cut', 'stall']) {
    console.log(`PostgreSQL: ${fault}`);
    running = true;
    const chatRun = chatTraffic(routes[0], `pg-${fault}`, () => running);
    const reads = urls.map((url, index) =>
      httpTraffic(url, players[index], 'get-friends-data', () => running),
    );
    const loginRun = httpTraffic(urls[1], players[1], 'user/login', () => running);
    await sleep(1000);
    pgProxy[fault]();
    await sleep(1500);
    const ready = await fetch(`${urls[1]}/ready`).then(
      async (r) => [r.status, await r.json()],
      noAnswer,
    );
    check(
      ready[0] === 503 && ready[1].database === 'unreachable',
      `/ready answers 503 naming the database during the ${fault} (${ready[0]})`,
    );
    await sleep(fault === 'cut' ? 2500 : 3500);
    pgProxy.heal();
    const recovered = Date.now();
    await waitReady(urls, 20_000);
    const readyAt = Date.now();
    console.log(`  ready again ${readyAt - recovered} ms after the ${fault} ended`);
    await sleep(1500);
    running = false;
    const answers = [...(await Promise.all(reads)).flat(), ...(await loginRun)];
    aliveCheck(`PostgreSQL ${fault}`);
    const codes = httpSummary(`reads and logins during the ${fault}`, answers);
    check((codes[503] ?? 0) > 0, `the ${fault} was answered 503 (service unavailable)`);
    const late = answers.filter((answer) => answer.started > readyAt);
    check(
      late.length > 0 && late.every((answer) => answer.code === 200),
      `calls succeed again after the ${fault} without a restart`,
    );
    const pgChat = await chatRun;
    const pgStored = await storedIds(pgChat.acked);
    console.log(`  chat: ${pgChat.acked.length} acknowledged, ${pgChat.refused.length} refused`);
    check(
      pgChat.acked.every((id) => pgStored.has(id)),
      `no message acknowledged during the ${fault} is missing from the database`,
    );
    check(
      pgChat.refused.length > 0,
      `chat sends during the ${fault} were refused, not acknowledged`,
    );
    check(pgChat.slowest <= BOUND_MS, `chat acks during the ${fault} within ${BOUND_MS} ms`);
  }
  for (const route of routes) {
    route.sender.disconnect();
    route.receiver.disconnect();
  }
  await finish();
}

main().catch((error) => finish(error.stack ?? String(error)));
