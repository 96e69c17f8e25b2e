import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/build-app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { storeToken } from '../../src/repositories/user/user-repository';
import { newToken } from '../../src/lib/tokens';
import { seedDemo } from '../../src/seed';
import { openRound } from '../../src/services/platform-game-rounds';
import { BENCH_DB_URL, BENCH_SCHEMA, adminSql } from './bench-db';

/**
 * The product API for the load bench, as production runs it (logger at info into /dev/null):
 * on PostgreSQL (schema bench_api, made afresh) or, with `embedded`, on in-memory PGlite, or,
 * with `embedded-disk`, on PGlite in a fresh folder on disk (PGLITE_FSYNC decides the flush).
 * Seeds the demo content, bettors with large wallets and tokens, and an hour-long round,
 * then prints one JSON line the parent reads.
 */
async function main() {
  const disk = process.argv[2] === 'embedded-disk';
  const embedded = process.argv[2] === 'embedded' || disk;
  const dataDir = disk ? fs.mkdtempSync(path.join(os.tmpdir(), 'bgmi-bench-disk-')) : 'memory';
  const port = Number(process.argv[3] ?? 8101);
  if (!embedded)
    await adminSql(`DROP SCHEMA IF EXISTS ${BENCH_SCHEMA} CASCADE; CREATE SCHEMA ${BENCH_SCHEMA}`);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    REDIS_URL: '',
    UPLOADS_DIR: `/tmp/bgmi-bench-uploads-${process.pid}`,
    ROUND_SECONDS: '3600',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  // The pool as production sizes it (PG_POOL_SIZE), so the bench measures the shipped default.
  const database = await openDatabase(
    embedded
      ? { dataDir, fsync: config.pgliteFsync }
      : { url: BENCH_DB_URL, searchPath: BENCH_SCHEMA, poolSize: config.pgPoolSize },
  );
  const devNull = { write: () => undefined };
  const app = await buildApp({ config, database, logStream: devNull });
  await seedDemo(database, config.uploadsDir);
  // The bettors: one per load connection (BENCH_BETTORS, default 32), each with a large wallet
  // and a token, like pgbench's clients that each update a row of their own. As many again for
  // the pgbench that runs the bet's own statement, so its bets never touch the API's bettors.
  const count = Number(process.env.BENCH_BETTORS ?? 32);
  const bettors = await seedBettors(database, count);
  const pgbenchBettors = await seedBettors(database, count);
  const { token, username, userId } = bettors[0]!;
  const round = await openRound(database, 3600);
  await app.listen({ port, host: '127.0.0.1' });
  // An orderly exit on the parent's SIGTERM, so `node --cpu-prof` writes its profile.
  process.once('SIGTERM', () => {
    if (disk) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(`${dataDir}.lock`, { force: true });
    }
    process.exit(0);
  });
  if (global.gc) global.gc();
  console.log(
    JSON.stringify({
      port,
      token,
      username,
      userId,
      bettors,
      pgbenchBettors,
      sessionId: round.id,
      pid: process.pid,
    }),
  );
}

/**
 * Bettors with a large wallet (bets of 10 never run it dry) and a token each, 18+ confirmed
 * (the `real` money mode asks for it before a bet; no self-exclusion).
 */
async function seedBettors(database: Database, count: number) {
  const bettors: { token: string; username: string; userId: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const username = `bench_${randomUUID().slice(0, 8)}`;
    const [user] = await database.query<{ id: string }>(
      `INSERT INTO users (username, bgmi_user_id, name, email, phone, password_hash, wallet_paise,
         date_of_birth, age_confirmed_at)
       VALUES ($1, $1, 'Bench', 'bench@example.com', '9999999999', 'x', 100000000000,
         '1990-01-01', now()) RETURNING id`,
      [username],
    );
    const token = newToken();
    await storeToken(database.db, user!.id, token);
    bettors.push({ token, username, userId: user!.id });
  }
  return bettors;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
