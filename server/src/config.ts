import { createHash } from 'node:crypto';
import path from 'node:path';
import { CHAT_FLOOD_LIMIT } from '@bgmi/shared';

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
  /** Prefix of every Redis key and socket.io channel, so deployments can share a Redis server. */
  redisPrefix: string;
  /** Socket limits (issue 9): events per user per 10 s, chat sends per user per 10 s. */
  socketEventLimit: number;
  chatFloodLimit: number;
  /** Open sockets per user across all instances. */
  socketsPerUser: number;
  /** Failed socket handshakes per client address per minute. */
  handshakeFailureLimit: number;
  /** DESIGN section 8: which money features this deployment offers. */
  moneyMode: MoneyMode;
  /** The clock of the money rules (limits, self-exclusion, demo cap); tests replace it. */
  now: () => Date;
}

export type TrustProxy = false | number | string[];

/** TRUST_PROXY: unset, '', 'false' or '0' trusts no proxy; a number is a hop count; else a list. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (!text || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  return list(text);
}

export const MONEY_MODES = ['off', 'demo', 'real'] as const;
export type MoneyMode = (typeof MONEY_MODES)[number];

/** An unknown MONEY_MODE stops the server at start: a typo must never mean real money. */
export function parseMoneyMode(value: string | undefined): MoneyMode {
  const mode = (value ?? '').trim().toLowerCase() || 'demo';
  if (!(MONEY_MODES as readonly string[]).includes(mode))
    throw new Error(
      `MONEY_MODE must be off, demo or real (got "${value}"); the server does not start with an unknown money mode`,
    );
  return mode as MoneyMode;
}

const serverRoot = path.resolve(__dirname, '..');

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * The deployment's Redis prefix: REDIS_PREFIX, else named after the database (PostgreSQL's
 * database name, or the PGlite folder), so two deployments on one Redis server stay apart.
 */
function redisPrefix(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.REDIS_PREFIX)
    return env.REDIS_PREFIX.endsWith(':') ? env.REDIS_PREFIX : `${env.REDIS_PREFIX}:`;
  if (env.DATABASE_URL) {
    const name = decodeURIComponent(new URL(env.DATABASE_URL).pathname.slice(1)) || 'postgres';
    return `bgmi:${name}:`;
  }
  const folder = createHash('sha256').update(dataDir).digest('hex').slice(0, 8);
  return `bgmi:pglite-${path.basename(dataDir)}-${folder}:`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const shellUrl = env.SHELL_URL ?? `http://localhost:${env.SHELL_PORT ?? 3000}`;
  const esportsUrl = env.ESPORTS_URL ?? `http://localhost:${env.ESPORTS_PORT ?? 3001}`;
  const jantriUrl = env.JANTRI_URL ?? `http://localhost:${env.JANTRI_PORT ?? 3002}`;
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(serverRoot, 'data', 'pglite'));
  return {
    port: Number(env.API_PORT ?? env.PORT ?? 4000),
    host: env.API_HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
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
    redisPrefix: redisPrefix(env, dataDir),
    socketEventLimit: Number(env.SOCKET_EVENT_LIMIT ?? 60),
    chatFloodLimit: Number(env.CHAT_FLOOD_LIMIT ?? CHAT_FLOOD_LIMIT.messages),
    socketsPerUser: Number(env.SOCKETS_PER_USER ?? 10),
    handshakeFailureLimit: Number(env.HANDSHAKE_FAILURE_LIMIT ?? 20),
    moneyMode: parseMoneyMode(env.MONEY_MODE),
    now: () => new Date(),
  };
}
