import { buildApp } from '../../src/build-app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { adminSql, BENCH_DB_URL } from '../http/bench-db';
import { CHAT_SCHEMA } from './chat-schema';
import { seedChatPlayers } from './chat-seed';

/**
 * The product API for the chat bench, as production runs it (logger at info into /dev/null, no
 * Redis: one instance, background jobs on): on PostgreSQL (schema bench_chat, made afresh; with
 * DATABASE_URL set as `npm start` has it, so the leader lock and its connection run too) or, with
 * `embedded`, on in-memory PGlite. Seeds the players (circles of friends with session tokens) and prints one
 * JSON line the parent reads. argv: embedded|postgres, port, players, circle size.
 */
async function main() {
  const [mode = 'postgres', port = '8301', players = '500', circle = '5'] = process.argv.slice(2);
  const embedded = mode === 'embedded';
  if (!embedded)
    await adminSql(`DROP SCHEMA IF EXISTS ${CHAT_SCHEMA} CASCADE; CREATE SCHEMA ${CHAT_SCHEMA}`);
  const database = await openDatabase(
    embedded ? { dataDir: 'memory' } : { url: BENCH_DB_URL, searchPath: CHAT_SCHEMA },
  );
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: embedded ? '' : BENCH_DB_URL,
    REDIS_URL: '',
    UPLOADS_DIR: `/tmp/bgmi-chat-bench-uploads-${process.pid}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  const devNull = { write: () => undefined };
  const app = await buildApp({ config, database, logStream: devNull });
  const seeded = await seedChatPlayers(database, Number(players), Number(circle));
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  // A clean exit on SIGTERM, so a --cpu-prof run (BENCH_CHAT_PROF=1) writes its profile.
  process.once('SIGTERM', () => {
    void app.close().finally(() => process.exit(0));
  });
  const { chatCommit } = config;
  console.log(
    JSON.stringify({ port: Number(port), pid: process.pid, players: seeded, chatCommit }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
