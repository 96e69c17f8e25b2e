// `npm run test:scale`: three API instances on one PostgreSQL database and one Redis behind a
// round-robin proxy; bets, chat and round turnovers through it; the leader killed with SIGKILL
// mid-traffic. Checks nothing acknowledged is lost or doubled, the ledger holds, chat keeps its
// order, each turnover is broadcast once and a standby takes over the jobs. Loopback only.
// The parts are in scale/: the cluster (cluster.mjs), the traffic (workload.mjs), the chat burst
// (chat-burst.mjs), the turnover observers (turnover-watch.mjs), the database checks (checks.mjs)
// and the printed figures (figures.mjs).
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { clusterEnv, sleep, stopCluster } from './lib/cluster-run.mjs';
import { createDatabase, startInstance, startProxy, tempDir } from './scale/cluster.mjs';
import {
  apiClient,
  befriend,
  betLoop,
  createPlayers,
  fundPlayers,
  openSocket,
  sendUntilAcked,
} from './scale/workload.mjs';
import { checkDatabase } from './scale/checks.mjs';
import { chatBurst } from './scale/chat-burst.mjs';
import { reportFigures } from './scale/figures.mjs';
import { watchTurnovers } from './scale/turnover-watch.mjs';

const env = process.env;
const PG =
  env.SCALE_DATABASE_URL ?? env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = env.SCALE_REDIS_URL ?? env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BASE = Number(env.E2E_PORT_BASE ?? 5000);
const ROUND_SECONDS = 5;
const BURST = 50;
const tag = randomBytes(3).toString('hex');
const prefix = `bgmi-scale-${tag}:`;
const logDir = tempDir();
const started = Date.now();
const instances = [];
let database;
let proxy;

// Bounded: a hung run fails instead of holding CI.
const watchdog = setTimeout(() => finish(1, 'timed out after 170 s'), 170_000);

async function finish(code, reason) {
  clearTimeout(watchdog);
  if (reason) console.error(`test:scale FAILED: ${reason} (logs in ${logDir})`);
  await stopCluster({
    instances,
    proxies: [proxy],
    database,
    redis: { url: REDIS, prefix },
    settleMs: 1000,
  });
  if (code === 0) fs.rmSync(logDir, { recursive: true, force: true });
  process.exit(code);
}

async function main() {
  database = await createDatabase(PG);
  const leaderEvents = [];
  const instanceEnv = {
    ...clusterEnv({ logDir, limit: 10000 }),
    DATABASE_URL: database.url,
    REDIS_URL: REDIS,
    REDIS_PREFIX: prefix,
    ROUND_SECONDS: String(ROUND_SECONDS),
    // Deposits and their approval move real (ledger) money, as a deployment that scales out does.
    MONEY_MODE: 'real',
  };
  const ports = [BASE + 1, BASE + 2, BASE + 3];
  // The first applies the migrations; the others start together.
  instances.push(
    await startInstance({ port: ports[0], env: instanceEnv, events: leaderEvents, logDir }),
  );
  instances.push(
    ...(await Promise.all(
      ports
        .slice(1)
        .map((port) => startInstance({ port, env: instanceEnv, events: leaderEvents, logDir })),
    )),
  );
  proxy = await startProxy(BASE, ports);
  const url = `http://127.0.0.1:${BASE}`;
  const api = apiClient(url, instanceEnv.ADMIN_KEY_FILE);
  while (!leaderEvents.some((event) => event.leader)) await sleep(200);
  const leaderPort = leaderEvents.find((event) => event.leader).port;
  const others = ports.filter((port) => port !== leaderPort);

  const players = await createPlayers(api, 8, tag);
  await fundPlayers(api, players.slice(0, 6), tag);
  for (let i = 0; i < 6; i += 2) await befriend(api, players[i], players[i + 1]);
  const [burstSender, burstReceiver, observer] = [players[6], players[7], players[6]];
  await befriend(api, burstSender, burstReceiver);

  // Turnover broadcasts as two players see them, on the two instances that stay up.
  const watch = await watchTurnovers([
    { port: others[0], token: observer.token },
    { port: others[1], token: burstReceiver.token },
  ]);

  // Chat order: 50 sends without waiting from a socket on one instance to one on another.
  const { acks, burst } = await chatBurst({
    api,
    databaseUrl: database.url,
    size: BURST,
    from: { ...burstSender, port: others[0] },
    to: { ...burstReceiver, port: others[1] },
  });

  // Traffic through the proxy: bets from six players, chat from three pairs; kill the leader.
  let running = true;
  const stats = { attempted: 0, unanswered: 0 };
  const betRuns = players.slice(0, 6).map((player) => betLoop(api, player, () => running, stats));
  const chatAcked = [];
  const chatRuns = [0, 2, 4].map(async (i) => {
    const [from, to] = [players[i], players[i + 1]];
    const socket = await openSocket(url, from.token);
    for (let n = 0; running; n += 1) {
      const id = `traffic-${i}-${n}`;
      const data = await sendUntilAcked(
        socket,
        from.id,
        to.id,
        `hello ${n}`,
        id,
        Date.now() + 15_000,
      );
      if (data) chatAcked.push({ senderId: from.id, clientMessageId: id });
      await sleep(150);
    }
    socket.disconnect();
  });
  await sleep(ROUND_SECONDS * 1000 * 1.5);
  const killed = instances.find((instance) => instance.port === leaderPort);
  const killedAt = Date.now();
  killed.child.kill('SIGKILL');
  killed.alive = false;
  await sleep(ROUND_SECONDS * 1000 * 2.5);
  running = false;
  const bets = (await Promise.all(betRuns)).flat();
  await Promise.all(chatRuns);
  await sleep(1500);

  const takeover = leaderEvents.find(
    (event) => event.leader && event.at > killedAt && event.port !== leaderPort,
  );
  const takeoverMs = takeover ? takeover.at - killedAt : null;
  const result = await checkDatabase(database.url, {
    bets,
    messages: [
      ...chatAcked,
      ...acks.map((a) => ({ senderId: burstSender.id, clientMessageId: a.data?.clientMessageId })),
    ],
  });
  const problems = reportFigures({
    result,
    burst,
    burstSize: BURST,
    bets,
    chatAcked,
    stats,
    watch,
    takeover,
    takeoverMs,
    leaderPort,
    database,
    prefix,
    roundSeconds: ROUND_SECONDS,
    started,
  });
  if (problems.length) return finish(1, problems.join('; '));
  console.log('test:scale passed');
  return finish(0);
}

main().catch((error) => finish(1, error?.stack ?? String(error)));
