// The fault test's cluster (scripts/test-faults.mjs): a fresh database and two API instances,
// each reaching PostgreSQL and Redis through a TCP proxy the test controls (tcp-proxy.mjs), and
// four players in two conversations, each of which crosses instances.
import { clusterEnv, sleep } from '../lib/cluster-run.mjs';
import { createDatabase, startInstance } from '../scale/cluster.mjs';
import { apiClient, befriend, createPlayers, openSocket } from '../scale/workload.mjs';
import { startTcpProxy } from './tcp-proxy.mjs';

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
export const BOUND_MS = 5000;

/**
 * Starts it on ports base..base+3: the Redis proxy, the PostgreSQL proxy, the two instances. Each
 * part is put in `cluster` (database, redisProxy, pgProxy, instances) as soon as it runs, so a
 * start that fails half-way is still stopped.
 * @param {{ instances: object[] }} cluster
 * @param {{ base: number, pg: string, redis: URL, prefix: string, logDir: string, tag: string }}
 *   options
 * @returns {Promise<{ urls: string[], players: object[], routes: object[] }>}
 */
export async function startFaultCluster(cluster, { base, pg, redis, prefix, logDir, tag }) {
  const database = await createDatabase(pg);
  cluster.database = database;
  const redisProxy = await startTcpProxy(base, { host: redis.hostname, port: Number(redis.port) });
  cluster.redisProxy = redisProxy;
  const direct = new URL(database.url);
  cluster.pgProxy = await startTcpProxy(base + 1, {
    host: direct.hostname,
    port: Number(direct.port || 5432),
  });
  const proxiedPg = new URL(database.url);
  proxiedPg.host = `127.0.0.1:${base + 1}`;
  const instanceEnv = {
    ...clusterEnv({ logDir, limit: 100000 }),
    DATABASE_URL: proxiedPg.toString(),
    REDIS_URL: redisProxy.url('redis', redis.pathname),
    REDIS_PREFIX: prefix,
    MONEY_MODE: 'demo',
    ...TIMEOUTS,
  };
  const ports = [base + 2, base + 3];
  for (const port of ports)
    cluster.instances.push(await startInstance({ port, env: instanceEnv, events: [], logDir }));
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
  return { urls, players, routes };
}
