import { loadConfig } from '../../src/config';

/** config.ts is the one reader of settings: these are the ones other files used to read. */
describe('loadConfig', () => {
  it('seeds the embedded database unless SEED_DEMO=0, a PostgreSQL server only with SEED_DEMO=1', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    const pg = 'postgres://u@h/db';
    expect(loadConfig({ DATABASE_URL: pg }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: pg, SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('reads JOBS, API_URL, PG_POOL_SIZE and the deposit settings', () => {
    const config = loadConfig({
      JOBS: '0',
      API_PORT: '4100',
      PG_POOL_SIZE: '4',
      MIN_DEPOSIT: '250',
      DEPOSIT_UPI_ID: 'x@upi',
    });
    expect(config.jobsEnabled).toBe(false);
    expect(config.apiUrl).toBe('http://localhost:4100');
    expect(config.pgPoolSize).toBe(4);
    expect(config.deposit).toEqual({ minDeposit: 250, upiId: 'x@upi', qrUrl: undefined });
    const defaults = loadConfig({});
    expect(defaults.jobsEnabled).toBe(true);
    expect(defaults.pgPoolSize).toBe(10);
    expect(defaults.deposit.minDeposit).toBe(100);
    expect(loadConfig({ API_URL: 'http://api:9' }).apiUrl).toBe('http://api:9');
  });

  it('refuses a PG_POOL_SIZE that is not a whole number of at least 1', () => {
    expect(() => loadConfig({ PG_POOL_SIZE: '0' })).toThrow(/^PG_POOL_SIZE must /);
    expect(() => loadConfig({ PG_POOL_SIZE: 'ten' })).toThrow(/^PG_POOL_SIZE must /);
  });

  it('commits chat inserts async unless CHAT_COMMIT=sync, and refuses any other value', () => {
    expect(loadConfig({}).chatCommit).toBe('async');
    expect(loadConfig({ CHAT_COMMIT: 'sync' }).chatCommit).toBe('sync');
    expect(loadConfig({ CHAT_COMMIT: ' ASYNC ' }).chatCommit).toBe('async');
    expect(() => loadConfig({ CHAT_COMMIT: 'synchronous' })).toThrow(/CHAT_COMMIT must be/);
  });

  it('bounds a failing database and Redis (issue 25), and refuses a timeout that is not a whole number', () => {
    expect(loadConfig({}).db).toEqual({
      connectTimeoutMs: 10_000,
      statementTimeoutMs: 5000,
      lockTimeoutMs: 3000,
      queryTimeoutMs: 7000,
    });
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '2000' }).db.queryTimeoutMs).toBe(4000);
    expect(loadConfig({}).redisTimeouts).toEqual({ commandTimeoutMs: 1000, retryMs: 2000 });
    expect(() => loadConfig({ DB_LOCK_TIMEOUT_MS: 'soon' })).toThrow(/^DB_LOCK_TIMEOUT_MS must /);
  });
});
