// The fault test's Redis part (scripts/test-faults.mjs): Redis cut (refused, connections closed),
// then stalled (connections open, no byte moves), each for 5 s under chat and login traffic, then
// back. Checks /ready names Redis while it is away, every socket reconnects by itself to catch up,
// acknowledged messages are stored, the pushes that could not cross instances are counted, and
// cross-instance delivery resumes.
import { sleep } from '../lib/cluster-run.mjs';
import { readyState } from './fault-checks.mjs';
import { chatTraffic, httpTraffic, waitReady } from './traffic.mjs';

/**
 * @param {{ urls: string[], players: object[], routes: object[],
 *   redisProxy: { cut: () => void, stall: () => void, heal: () => void } }} cluster
 * @param {ReturnType<import('./fault-checks.mjs').faultChecks>} checks
 */
export async function redisFaults({ urls, players, routes, redisProxy }, checks) {
  const { check } = checks;
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
    const readyAway = await readyState(urls[0]);
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
    checks.aliveCheck(`Redis ${fault}`);
    checks.httpSummary(`logins during the Redis ${fault}`, loginRuns.flat());
    const acked = chatRuns.flatMap((run) => run.acked);
    const stored = await checks.storedIds(acked);
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
    await deliveryResumes(routes, fault, check);
  }
}

/** Delivery resumes: fresh messages each way arrive live on the other instance. */
async function deliveryResumes(routes, fault, check) {
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
