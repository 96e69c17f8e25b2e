// `npm run test:scale`: three API instances on one PostgreSQL database and one Redis behind a
// round-robin proxy; bets, chat and round turnovers through it; the leader killed with SIGKILL
// mid-traffic. Checks nothing acknowledged is lost or doubled, the ledger holds, chat keeps its
// order, each turnover is broadcast once and a standby takes over the jobs. Loopback only.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  clearRedis,
  createDatabase,
  startInstance,
  startProxy,
  tempDir,
} from './scale/cluster.mjs';
import {
  apiClient,
  befriend,
  betLoop,
  createPlayers,
  fundPlayers,
  openSocket,
  sendUntilAcked,
} from './scale/workload.mjs';
import { checkDatabase, inversions, storedOrder } from './scale/checks.mjs';

const env = process.env;
const PG =
  env.SCALE_DATABASE_URL ?? env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = env.SCALE_REDIS_URL ?? env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BASE = Number(env.E2E_PORT_BASE ?? 5000);
const ROUND_SECONDS = 5;
const BURST = 50;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
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
  for (const instance of instances) if (instance.alive) instance.child.kill('SIGTERM');
  proxy?.close();
  await sleep(1000);
  await database?.drop().catch(() => undefined);
  await clearRedis(REDIS, prefix).catch(() => undefined);
  if (code === 0) fs.rmSync(logDir, { recursive: true, force: true });
  process.exit(code);
}

async function main() {
  database = await createDatabase(PG);
  const adminKeyFile = path.join(logDir, 'admin.key');
  const leaderEvents = [];
  const instanceEnv = {
    DATABASE_URL: database.url,
    REDIS_URL: REDIS,
    REDIS_PREFIX: prefix,
    ROUND_SECONDS: String(ROUND_SECONDS),
    LOG_LEVEL: 'info',
    AUTH_RATE_LIMIT: '10000',
    CHAT_FLOOD_LIMIT: '10000',
    SOCKET_EVENT_LIMIT: '10000',
    ADMIN_KEY_FILE: adminKeyFile,
    UPLOADS_DIR: path.join(logDir, 'uploads'),
    SEED_DEMO: '0',
    JOBS: '1',
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
  const api = apiClient(url, adminKeyFile);
  while (!leaderEvents.some((event) => event.leader)) await sleep(200);
  const leaderPort = leaderEvents.find((event) => event.leader).port;
  const others = ports.filter((port) => port !== leaderPort);

  const players = await createPlayers(api, 8, tag);
  await fundPlayers(api, players.slice(0, 6), tag);
  for (let i = 0; i < 6; i += 2) await befriend(api, players[i], players[i + 1]);
  const [burstSender, burstReceiver, observer] = [players[6], players[7], players[6]];
  await befriend(api, burstSender, burstReceiver);

  // Turnover broadcasts as two players see them, on the two instances that stay up.
  const turnovers = new Map();
  let lateNulls = 0;
  for (const port of others) {
    const socket = await openSocket(
      `http://127.0.0.1:${port}`,
      (port === others[0] ? observer : burstReceiver).token,
    );
    let seenFirst = false;
    socket.on('session_details', (payload) => {
      if (payload.updated_wallet !== undefined) return;
      if (payload.session_result) {
        const key = `${port}:${payload.current_session_id}`;
        turnovers.set(key, (turnovers.get(key) ?? 0) + 1);
      } else if (seenFirst) lateNulls += 1; // a broadcast without a result after connecting
      seenFirst = true;
    });
  }

  // Chat order: 50 sends without waiting from a socket on one instance to one on another.
  const sender = await openSocket(`http://127.0.0.1:${others[0]}`, burstSender.token);
  const receiver = await openSocket(`http://127.0.0.1:${others[1]}`, burstReceiver.token);
  const delivered = [];
  receiver.on('receive_message', (message) => delivered.push(message.clientMessageId));
  const ids = Array.from({ length: BURST }, (_, index) => `burst-${index}`);
  const acks = await Promise.all(
    ids.map((clientMessageId, index) =>
      sender.emitWithAck('send_message', {
        from: burstSender.id,
        to: burstReceiver.id,
        message: `burst ${index}`,
        timestamp: Date.now(),
        clientMessageId,
      }),
    ),
  );
  await sleep(500);
  const history = await api.call(
    'get-chat-history',
    { userId1: burstReceiver.id, userId2: burstSender.id },
    burstReceiver.token,
  );
  const indexOf = (id) => ids.indexOf(id);
  const burst = {
    acked: acks.filter((ack) => ack.status).length,
    ackSeqInversions: inversions(acks.map((ack) => ack.data?.seq ?? 0)),
    stored: inversions((await storedOrder(database.url, burstSender.id)).map(indexOf)),
    delivered: inversions(delivered.map(indexOf)),
    deliveredCount: delivered.length,
    history: inversions(history.body.messages.map((m) => indexOf(m.clientMessageId))),
    historyCount: history.body.messages.length,
  };

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
  const counts = [...turnovers.values()];
  const problems = [...result.problems];
  if (result.lost) problems.push(`${result.lost} acknowledged operations lost`);
  if (result.duplicated) problems.push(`${result.duplicated} operations stored twice`);
  if (burst.acked !== BURST || burst.deliveredCount !== BURST || burst.historyCount !== BURST)
    problems.push(
      `burst: ${burst.acked} acked, ${burst.deliveredCount} delivered, ${burst.historyCount} in history`,
    );
  const orderInversions = burst.ackSeqInversions + burst.stored + burst.delivered + burst.history;
  if (orderInversions) problems.push(`${orderInversions} chat order inversions`);
  if (counts.some((n) => n !== 1))
    problems.push(`turnover broadcasts per socket: ${counts.join(',')}`);
  if (lateNulls) problems.push(`${lateNulls} session_details without a result after a turnover`);
  if (turnovers.size < 2) problems.push('fewer than one turnover seen per observer');
  if (takeoverMs === null || takeoverMs > ROUND_SECONDS * 1000)
    problems.push('no takeover within one round');
  const afterKill = result.settledRounds; // rounds settled in all, before and after the kill

  console.log('\ntest:scale figures');
  console.log(
    `  instances                 3 behind a round-robin proxy (PostgreSQL ${database.name}, Redis prefix ${prefix})`,
  );
  console.log(
    `  operations acknowledged   ${bets.length} bets, ${chatAcked.length + burst.acked} chat messages (${stats.unanswered} bet calls never answered)`,
  );
  console.log(`  lost / duplicated         ${result.lost} / ${result.duplicated}`);
  console.log(
    `  ledger                    ${result.walletBreaks} wallets off their ledger, ${result.winningBets} winning bets paid once each`,
  );
  console.log(
    `  rounds                    ${afterKill} settled, ${result.roundIdGaps} round id gaps`,
  );
  console.log(
    `  chat order inversions     ${orderInversions} (ack ${burst.ackSeqInversions}, stored ${burst.stored}, delivered ${burst.delivered}, history ${burst.history}) over ${BURST} unawaited sends`,
  );
  console.log(
    `  broadcasts per turnover   ${counts.join(', ')} (per observer socket; ${lateNulls} late null results)`,
  );
  console.log(
    `  takeover after SIGKILL    ${takeoverMs === null ? 'none' : `${takeoverMs} ms`} (leader was :${leaderPort}, now :${takeover?.port ?? '-'})`,
  );
  console.log(`  time                      ${Math.round((Date.now() - started) / 1000)} s`);
  if (problems.length) return finish(1, problems.join('; '));
  console.log('test:scale passed');
  return finish(0);
}

main().catch((error) => finish(1, error?.stack ?? String(error)));
