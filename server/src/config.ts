import { createHash } from 'node:crypto';
import path from 'node:path';
import { CHAT_FLOOD_LIMIT } from '@bgmi/shared/server';
import { SERVER_ROOT } from './server-root';
import { list, parseChoice, parseDuration, whole } from './lib/setting-readers';

/** Server settings from the environment, with the defaults DESIGN section 2 names. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  /**
   * PG_POOL_SIZE: connections per API instance to a PostgreSQL server. 10: fewer starve group
   * commit under write load (4 was the slowest under 32 bettors), more only add backends on the
   * same cores (docs/decisions.md, issue 14), and several instances stay under max_connections.
   */
  pgPoolSize: number;
  corsOrigins: string[];
  /**
   * Whether a fresh database gets the demo content: the embedded one unless SEED_DEMO=0, a
   * PostgreSQL server only when SEED_DEMO=1 (DESIGN section 2).
   */
  seedDemo: boolean;
  /** JOBS=0 stops the background jobs and leader election (tests drive rounds themselves). */
  jobsEnabled: boolean;
  /** API_URL: where the admin CLI finds a running API (default: this host's API_PORT). */
  apiUrl: string;
  /** The deposit page: smallest deposit (MIN_DEPOSIT), UPI id and QR image (DEPOSIT_*). */
  deposit: DepositConfig;
  authRateLimitPerMinute: number;
  uploadsDir: string;
  roundSeconds: number;
  logLevel: string;
  /**
   * CHECK_ANSWERS: each answer is checked against its endpoint's response schema (lib/answer-check.ts):
   * 'throw' (tests: a mismatch is a 500), 'log' (development: logged), 'off' (production: not checked).
   * Default: 'throw' under NODE_ENV=test, 'log' under NODE_ENV=development (`npm run dev`), else 'off'.
   */
  checkAnswers: AnswerCheck;
  adminKeyFile: string;
  /** Proxies whose X-Forwarded-For is believed: false (none), a hop count or addresses. */
  trustProxy: TrustProxy;
  /** A token unused this many days is expired (DESIGN section 3: 30). */
  sessionIdleDays: number;
  /** last_used_at is written at most once per this many seconds per token. */
  sessionTouchSeconds: number;
  /** How often expired tokens are removed and their sockets closed (0: never). */
  sessionSweepSeconds: number;
  /**
   * SESSION_CACHE_MS: how long an instance may reuse a token's session for the bet without the
   * token lookup (services/session-cache.ts; 0: never). A logout, password change or expiry
   * sweep drops it at once on its own instance and, through Redis, on the others; this bounds
   * what Redis being away can delay (DESIGN section 3).
   */
  sessionCacheMs: number;
  /**
   * BET_BATCH_MAX: at most this many bets that arrive in the same turn of the event loop go to
   * the database as one statement (repositories/platform-game/bet-batch.ts); 1: each bet alone.
   */
  betBatchMax: number;
  /** Prefix of every Redis key and socket.io channel, so deployments can share a Redis server. */
  redisPrefix: string;
  /** Socket limits (issue 9): events per user per 10 s, chat sends per user per 10 s. */
  socketEventLimit: number;
  chatFloodLimit: number;
  /** Open sockets per user across all instances. */
  socketsPerUser: number;
  /** Failed socket handshakes per client address per minute. */
  handshakeFailureLimit: number;
  /**
   * CHAT_COMMIT: `async` (default) commits a chat message's insert without waiting for its WAL
   * flush on a PostgreSQL server (synchronous_commit off for that statement only); `sync` waits
   * like every other write. docs/decisions.md, "Chat commits", has the trade.
   */
  chatCommit: ChatCommit;
  /** DESIGN section 8: which money features this deployment offers. */
  moneyMode: MoneyMode;
  /**
   * Bounds on a database that refuses or stalls (DESIGN section 3, issue 25), PostgreSQL server
   * only: waiting for a pool connection (the pool's queue and opening one: long enough for a
   * burst of 2,000 calls to queue on 10 connections), one statement (the server cancels it), one
   * lock wait, and one reply on the wire (a stalled network, where the server cannot cancel
   * anything; a little above the statement timeout). A call that hits one answers 503.
   */
  db: DbTimeouts;
  /**
   * Redis away (issue 25): a command that gets no reply within commandTimeoutMs fails, and after
   * a failure the instance counts limits locally and keeps pushes on itself for retryMs before it
   * tries Redis again (a probe also notices its return).
   */
  redisTimeouts: { commandTimeoutMs: number; retryMs: number };
  /**
   * PGLITE_FSYNC: `on` (default) flushes the embedded database's WAL to disk at each commit;
   * `off` acknowledges before the flush (faster; a power loss or OS crash can lose the last
   * commits or the folder). An operator's knowing choice, logged at start.
   */
  pgliteFsync: boolean;
  /** Scheduled backups (issue 25): where, how often (ms, 0 = never) and how many to keep. */
  backup: BackupConfig;
  /** The clock of the money rules (limits, self-exclusion, demo cap); tests replace it. */
  now: () => Date;
  /** Accounts (issue 25): recovery and the per-account login backoff. */
  accounts: AccountsConfig;
}

/** docs/decisions.md, "Accounts: recovery and login backoff", explains the numbers. */
export interface AccountsConfig {
  /** SMTP_URL (smtp:// or smtps://user:pass@host:port): e-mailed reset links; unset: none. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of reset e-mails. */
  mailFrom: string;
  /** SHELL_URL: where an e-mailed reset link points (the shell's /login?reset=1 form). */
  shellUrl: string;
  /** RESET_CODE_MINUTES: life of an admin-issued code (default 15). */
  resetCodeMinutes: number;
  /** RESET_LINK_MINUTES: life of an e-mailed link (default 30). */
  resetLinkMinutes: number;
  /** LOGIN_BACKOFF_AFTER: failures in a row an account takes before it waits (default 5). */
  backoffAfter: number;
  /** LOGIN_BACKOFF_MAX_SECONDS: the longest wait, however many failures (default 300). */
  backoffMaxSeconds: number;
}

export interface DbTimeouts {
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  queryTimeoutMs: number;
}

/** MIN_DEPOSIT when unset (rupees). */
export const DEFAULT_MIN_DEPOSIT = 100;

export interface DepositConfig {
  minDeposit: number;
  upiId: string;
  /** DEPOSIT_QR_URL; undefined shows a generated placeholder for upiId. */
  qrUrl: string | undefined;
}

export type TrustProxy = false | number | string[];

export interface BackupConfig {
  dir: string;
  everyMs: number;
  keep: number;
}

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
  return parseChoice(
    'MONEY_MODE',
    value,
    MONEY_MODES,
    'demo',
    '; the server does not start with an unknown money mode',
  );
}

export const CHAT_COMMITS = ['async', 'sync'] as const;
export type ChatCommit = (typeof CHAT_COMMITS)[number];

export function parseChatCommit(value: string | undefined): ChatCommit {
  return parseChoice('CHAT_COMMIT', value, CHAT_COMMITS, 'async');
}

const serverRoot = SERVER_ROOT;

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

/** DB_*_TIMEOUT_MS; the wire timeout defaults to the statement timeout plus 2 s. */
function dbTimeouts(env: NodeJS.ProcessEnv): DbTimeouts {
  const statementTimeoutMs = whole(env, 'DB_STATEMENT_TIMEOUT_MS', 5000, 100);
  return {
    connectTimeoutMs: whole(env, 'DB_CONNECT_TIMEOUT_MS', 10_000, 100),
    statementTimeoutMs,
    lockTimeoutMs: whole(env, 'DB_LOCK_TIMEOUT_MS', 3000, 100),
    queryTimeoutMs: whole(env, 'DB_QUERY_TIMEOUT_MS', statementTimeoutMs + 2000, 100),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const shellUrl = env.SHELL_URL ?? `http://localhost:${env.SHELL_PORT ?? 3000}`;
  const esportsUrl = env.ESPORTS_URL ?? `http://localhost:${env.ESPORTS_PORT ?? 3001}`;
  const jantriUrl = env.JANTRI_URL ?? `http://localhost:${env.JANTRI_PORT ?? 3002}`;
  // `npm run example` (the integrator examples, scripts/example.mjs) calls the API from here.
  const exampleUrl = env.EXAMPLE_URL ?? `http://localhost:${env.EXAMPLE_PORT ?? 3010}`;
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(serverRoot, 'data', 'pglite'));
  const port = Number(env.API_PORT ?? env.PORT ?? 4000);
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    host: env.API_HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    redisUrl: env.REDIS_URL || undefined,
    pgPoolSize: whole(env, 'PG_POOL_SIZE', 10, 1),
    corsOrigins: [shellUrl, esportsUrl, jantriUrl, exampleUrl, ...list(env.CORS_ORIGINS)].map(
      (origin) => origin.replace(/\/$/, ''),
    ),
    seedDemo: databaseUrl ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    jobsEnabled: env.JOBS !== '0',
    apiUrl: env.API_URL ?? `http://localhost:${port}`,
    deposit: {
      minDeposit: Number(env.MIN_DEPOSIT ?? DEFAULT_MIN_DEPOSIT),
      upiId: env.DEPOSIT_UPI_ID ?? 'bgmi.esports@upi',
      qrUrl: env.DEPOSIT_QR_URL,
    },
    authRateLimitPerMinute: Number(env.AUTH_RATE_LIMIT ?? 20),
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(serverRoot, 'data', 'uploads')),
    roundSeconds: Number(env.ROUND_SECONDS ?? 300),
    logLevel: env.LOG_LEVEL ?? 'info',
    checkAnswers: answerCheck(env),
    adminKeyFile: path.resolve(env.ADMIN_KEY_FILE ?? path.join(serverRoot, 'data', 'admin.key')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sessionIdleDays: Number(env.SESSION_IDLE_DAYS ?? 30),
    sessionTouchSeconds: Number(env.SESSION_TOUCH_SECONDS ?? 60),
    sessionSweepSeconds: Number(env.SESSION_SWEEP_SECONDS ?? 60),
    sessionCacheMs: whole(env, 'SESSION_CACHE_MS', 10_000, 0),
    betBatchMax: whole(env, 'BET_BATCH_MAX', 64, 1),
    redisPrefix: redisPrefix(env, dataDir),
    socketEventLimit: Number(env.SOCKET_EVENT_LIMIT ?? 60),
    chatFloodLimit: Number(env.CHAT_FLOOD_LIMIT ?? CHAT_FLOOD_LIMIT.messages),
    socketsPerUser: Number(env.SOCKETS_PER_USER ?? 10),
    handshakeFailureLimit: Number(env.HANDSHAKE_FAILURE_LIMIT ?? 20),
    chatCommit: parseChatCommit(env.CHAT_COMMIT),
    moneyMode: parseMoneyMode(env.MONEY_MODE),
    db: dbTimeouts(env),
    redisTimeouts: {
      commandTimeoutMs: whole(env, 'REDIS_COMMAND_TIMEOUT_MS', 1000, 50),
      retryMs: whole(env, 'REDIS_RETRY_MS', 2000, 100),
    },
    pgliteFsync:
      parseChoice('PGLITE_FSYNC', env.PGLITE_FSYNC, ['on', 'off'] as const, 'on') === 'on',
    backup: {
      dir: path.resolve(env.BACKUP_DIR ?? path.join(serverRoot, 'data', 'backups')),
      everyMs: parseDuration('BACKUP_EVERY', env.BACKUP_EVERY, '24h'),
      keep: whole(env, 'BACKUP_KEEP', 7, 1),
    },
    now: () => new Date(),
    accounts: {
      smtpUrl: env.SMTP_URL?.trim() || undefined,
      mailFrom: env.MAIL_FROM?.trim() || 'BGMI Esports <no-reply@localhost>',
      shellUrl: shellUrl.replace(/\/$/, ''),
      resetCodeMinutes: whole(env, 'RESET_CODE_MINUTES', 15, 1),
      resetLinkMinutes: whole(env, 'RESET_LINK_MINUTES', 30, 1),
      backoffAfter: whole(env, 'LOGIN_BACKOFF_AFTER', 5, 1),
      backoffMaxSeconds: whole(env, 'LOGIN_BACKOFF_MAX_SECONDS', 300, 1),
    },
  };
}

export type AnswerCheck = 'throw' | 'log' | 'off';

function answerCheck(env: NodeJS.ProcessEnv): AnswerCheck {
  const named = env.CHECK_ANSWERS?.trim().toLowerCase();
  if (named === 'throw' || named === 'log' || named === 'off') return named;
  if (named) throw new Error(`CHECK_ANSWERS must be throw, log or off (got ${named})`);
  return env.NODE_ENV === 'test' ? 'throw' : env.NODE_ENV === 'development' ? 'log' : 'off';
}
