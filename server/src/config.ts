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
  /** DESIGN section 8: which money features this deployment offers. */
  moneyMode: MoneyMode;
  /** The clock of the money rules (limits, self-exclusion, demo cap); tests replace it. */
  now: () => Date;
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
    moneyMode: parseMoneyMode(env.MONEY_MODE),
    now: () => new Date(),
  };
}
