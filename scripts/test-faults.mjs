// `npm run test:faults` (issue 25): two API instances on PostgreSQL and Redis, each reached
// through a TCP proxy this test controls (the machine's servers are never stopped). Under chat and
// login traffic: Redis is cut and comes back, then PostgreSQL is cut and then stalled. Checks: no
// instance exits, HTTP keeps answering (200, 429 or 503, never 500, never past its bound), every
// chat message acknowledged is stored, cross-instance delivery resumes after Redis returns,
// /ready tells each outage, and the database recovers without a restart. Loopback only.
// The parts are in faults/: the cluster (fault-cluster.mjs), the Redis and PostgreSQL faults
// (redis-faults.mjs, postgres-faults.mjs), their traffic (traffic.mjs) and checks (fault-checks.mjs).
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { checklist } from './lib/checklist.mjs';
import { stopCluster } from './lib/cluster-run.mjs';
import { tempDir } from './scale/cluster.mjs';
import { faultChecks } from './faults/fault-checks.mjs';
import { startFaultCluster } from './faults/fault-cluster.mjs';
import { postgresFaults } from './faults/postgres-faults.mjs';
import { redisFaults } from './faults/redis-faults.mjs';
import { assertPortsFree } from './faults/traffic.mjs';

const env = process.env;
const PG = env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = new URL(env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const BASE = Number(env.E2E_PORT_BASE ?? 5000) + 20;
const tag = randomBytes(3).toString('hex');
const prefix = `bgmi-faults-${tag}:`;
const logDir = tempDir();
/** What runs (database, redisProxy, pgProxy, instances), filled in as it starts. */
const cluster = { instances: [] };
const { failures, check } = checklist();

const watchdog = setTimeout(() => finish('timed out after 240 s'), 240_000);

async function finish(reason) {
  clearTimeout(watchdog);
  if (reason) failures.push(reason);
  await stopCluster({
    instances: cluster.instances,
    proxies: [cluster.redisProxy, cluster.pgProxy],
    database: cluster.database,
    redis: { url: REDIS.toString(), prefix },
    settleMs: 800,
  });
  if (failures.length) {
    console.error(`test:faults FAILED (logs in ${logDir}):\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  fs.rmSync(logDir, { recursive: true, force: true });
  console.log('test:faults passed');
  process.exit(0);
}

// Instances never outlive this process, however it ends.
process.on('exit', () => cluster.instances.forEach((instance) => instance.child.kill('SIGTERM')));

async function main() {
  await assertPortsFree([BASE, BASE + 1, BASE + 2, BASE + 3]);
  const options = { base: BASE, pg: PG, redis: REDIS, prefix, logDir, tag };
  const { urls, players, routes } = await startFaultCluster(cluster, options);
  const checks = faultChecks(cluster, check);
  // 1. Redis cut, then stalled; 2. PostgreSQL cut, then stalled.
  await redisFaults({ urls, players, routes, redisProxy: cluster.redisProxy }, checks);
  await postgresFaults({ urls, players, routes, pgProxy: cluster.pgProxy }, checks);
  for (const route of routes) {
    route.sender.disconnect();
    route.receiver.disconnect();
  }
  await finish();
}

main().catch((error) => finish(error.stack ?? String(error)));
