// What the cluster tests (test-scale.mjs, test-faults.mjs, test-first-come.mjs) share around the
// API instances that scale/cluster.mjs starts: the environment the instances run with, and the
// teardown that stops them and removes the run's database and Redis keys, however the run ended.
import path from 'node:path';
import { clearRedis } from '../scale/cluster.mjs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The settings every instance of a test cluster shares: its files in the run's log folder (the
 * admin key the test reads, uploads), no demo data, the jobs on (one instance leads them), and
 * rate limits at `limit` so the test's own traffic is never limited.
 * @param {{ logDir: string, limit: number }} options
 */
export function clusterEnv({ logDir, limit }) {
  return {
    LOG_LEVEL: 'info',
    AUTH_RATE_LIMIT: String(limit),
    CHAT_FLOOD_LIMIT: String(limit),
    SOCKET_EVENT_LIMIT: String(limit),
    ADMIN_KEY_FILE: path.join(logDir, 'admin.key'),
    UPLOADS_DIR: path.join(logDir, 'uploads'),
    SEED_DEMO: '0',
    JOBS: '1',
  };
}

/**
 * Stops the instances still alive and the proxies, gives them `settleMs` to close their
 * connections, then drops the database and, for a cluster on Redis, deletes the prefix's keys.
 * Any part may be missing (a run that failed while starting); a cleanup that fails is let go.
 * @param {{ instances: { alive: boolean, child: import('node:child_process').ChildProcess }[],
 *   proxies?: ({ close: () => void } | undefined)[], database?: { drop: () => Promise<void> },
 *   redis?: { url: string, prefix: string }, settleMs: number }} cluster
 */
export async function stopCluster({ instances, proxies = [], database, redis, settleMs }) {
  for (const instance of instances) if (instance.alive) instance.child.kill('SIGTERM');
  for (const proxy of proxies) proxy?.close();
  await sleep(settleMs);
  await database?.drop().catch(() => undefined);
  if (redis) await clearRedis(redis.url, redis.prefix).catch(() => undefined);
}
