// The fault test's PostgreSQL part (scripts/test-faults.mjs): the database cut for 4 s, then
// stalled for 5 s, under chat, reads and logins. Checks /ready names the database, the calls meet
// the outage with 503 within the bound, they succeed again without a restart once it is back, and
// no acknowledged message is missing while the ones the database could not take are refused.
import { sleep } from '../lib/cluster-run.mjs';
import { BOUND_MS } from './fault-cluster.mjs';
import { readyState } from './fault-checks.mjs';
import { chatTraffic, httpTraffic, waitReady } from './traffic.mjs';

/**
 * @param {{ urls: string[], players: object[], routes: object[],
 *   pgProxy: { cut: () => void, stall: () => void, heal: () => void } }} cluster
 * @param {ReturnType<import('./fault-checks.mjs').faultChecks>} checks
 */
export async function postgresFaults({ urls, players, routes, pgProxy }, checks) {
  const { check } = checks;
  let running = true;
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
    const ready = await readyState(urls[1]);
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
    checks.aliveCheck(`PostgreSQL ${fault}`);
    const codes = checks.httpSummary(`reads and logins during the ${fault}`, answers);
    check((codes[503] ?? 0) > 0, `the ${fault} was answered 503 (service unavailable)`);
    const late = answers.filter((answer) => answer.started > readyAt);
    check(
      late.length > 0 && late.every((answer) => answer.code === 200),
      `calls succeed again after the ${fault} without a restart`,
    );
    const pgChat = await chatRun;
    const pgStored = await checks.storedIds(pgChat.acked);
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
}
