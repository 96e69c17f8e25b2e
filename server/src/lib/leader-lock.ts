import { createHash } from 'node:crypto';
import { Client } from 'pg';

/**
 * Leader election on PostgreSQL: a session advisory lock held on a dedicated connection (not the
 * pool, so the lock lives exactly as long as that connection). A standby tries every `retryMs`;
 * when the leader dies (even SIGKILL) its connection closes, the server drops the lock, and the
 * next try of a standby wins. The leader checks its connection every `retryMs` and steps down
 * when it is gone.
 */
export interface LeaderLock {
  isLeader(): boolean;
  stop(): Promise<void>;
}

export interface LeaderLockOptions {
  url: string;
  /** Names the deployment: instances with the same name elect one leader. */
  name: string;
  onChange: (leader: boolean) => void;
  onError: (error: unknown) => void;
  retryMs?: number;
  /** Bounds on connecting and on each reply (config.db), so a stalled server never hangs the loop. */
  timeouts?: { connectTimeoutMs: number; queryTimeoutMs: number };
}

// Two 32-bit keys: a fixed one for "leader", and one from the deployment's name.
const LOCK_CLASS = 726355;
const lockKey = (name: string) => createHash('sha256').update(name).digest().readInt32BE(0);

export function startPgLeaderLock(options: LeaderLockOptions): LeaderLock {
  const retryMs = options.retryMs ?? 1000;
  let client: Client | null = null;
  let leader = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const setLeader = (value: boolean) => {
    if (leader === value) return;
    leader = value;
    options.onChange(value);
  };
  const drop = async () => {
    const old = client;
    client = null;
    setLeader(false);
    // Not awaited: over a stalled network the goodbye itself would never be answered.
    void old?.end().catch(() => undefined);
  };
  const attempt = async () => {
    if (!client) {
      const fresh = new Client({
        connectionString: options.url,
        application_name: 'bgmi-leader',
        ...(options.timeouts
          ? {
              connectionTimeoutMillis: options.timeouts.connectTimeoutMs,
              query_timeout: options.timeouts.queryTimeoutMs,
              keepAlive: true,
            }
          : {}),
      });
      fresh.on('error', (error) => {
        options.onError(error);
        if (client === fresh) void drop();
      });
      await fresh.connect();
      client = fresh;
    }
    if (leader) {
      await client.query('SELECT 1');
      return;
    }
    const result = await client.query<{ ok: boolean }>(
      'SELECT pg_try_advisory_lock($1, $2) AS ok',
      [LOCK_CLASS, lockKey(options.name)],
    );
    if (result.rows[0]?.ok) setLeader(true);
  };
  const loop = async () => {
    try {
      await attempt();
    } catch (error) {
      options.onError(error);
      await drop();
    }
    if (!stopped) timer = setTimeout(() => void loop(), retryMs);
  };
  void loop();

  return {
    isLeader: () => leader,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await drop();
    },
  };
}
