import path from 'node:path';

/** Server settings from the environment, with the defaults DESIGN section 2 names. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  corsOrigins: string[];
  seedDemo: boolean;
  authRateLimitPerMinute: number;
  uploadsDir: string;
  roundSeconds: number;
  logLevel: string;
  adminKeyFile: string;
  /** Proxies whose X-Forwarded-For is believed: false (none), a hop count or addresses. */
  trustProxy: TrustProxy;
  /** A token unused this many days is expired (DESIGN section 3: 30). */
  sessionIdleDays: number;
  /** last_used_at is written at most once per this many seconds per token. */
  sessionTouchSeconds: number;
  /** How often expired tokens are removed and their sockets closed (0: never). */
  sessionSweepSeconds: number;
}

export type TrustProxy = false | number | string[];

/** TRUST_PROXY: unset, '', 'false' or '0' trusts no proxy; a number is a hop count; else a list. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (!text || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  return list(text);
}

const serverRoot = path.resolve(__dirname, '..');

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const shellUrl = env.SHELL_URL ?? `http://localhost:${env.SHELL_PORT ?? 3000}`;
  const esportsUrl = env.ESPORTS_URL ?? `http://localhost:${env.ESPORTS_PORT ?? 3001}`;
  const jantriUrl = env.JANTRI_URL ?? `http://localhost:${env.JANTRI_PORT ?? 3002}`;
  return {
    port: Number(env.API_PORT ?? env.PORT ?? 4000),
    host: env.API_HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(serverRoot, 'data', 'pglite')),
    redisUrl: env.REDIS_URL || undefined,
    corsOrigins: [shellUrl, esportsUrl, jantriUrl, ...list(env.CORS_ORIGINS)].map((origin) =>
      origin.replace(/\/$/, ''),
    ),
    seedDemo: env.SEED_DEMO !== '0',
    authRateLimitPerMinute: Number(env.AUTH_RATE_LIMIT ?? 20),
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(serverRoot, 'data', 'uploads')),
    roundSeconds: Number(env.ROUND_SECONDS ?? 300),
    logLevel: env.LOG_LEVEL ?? 'info',
    adminKeyFile: path.resolve(env.ADMIN_KEY_FILE ?? path.join(serverRoot, 'data', 'admin.key')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sessionIdleDays: Number(env.SESSION_IDLE_DAYS ?? 30),
    sessionTouchSeconds: Number(env.SESSION_TOUCH_SECONDS ?? 60),
    sessionSweepSeconds: Number(env.SESSION_SWEEP_SECONDS ?? 60),
  };
}
