import { benchParse } from './parse-paste';
import { benchSettle } from './settle-clients';
import { benchIdleMemory } from './idle-memory';
import { benchHttpPostgres } from './http/http-bench';
import { benchEmbeddedFsync, benchHttpEmbedded } from './http/embedded-bench';
import { benchChat } from './chat/chat-bench';
import { benchFsyncCommits } from './fsync-commits';
import { benchStages } from './stages';
import { benchSerialise } from './serialise';
import { benchRegistrationBurst } from './registration-burst';

// Printed figures, not timed tests (`npm run bench`).
async function main() {
  console.log('jantri ledger benchmarks');
  benchParse();
  await benchSettle();
  await benchIdleMemory();
  // BENCH_SKIP_PG=1 when no PostgreSQL is reachable (the embedded figures still print).
  const postgres = process.env.BENCH_SKIP_PG !== '1' ? await benchHttpPostgres() : null;
  await benchHttpEmbedded(postgres);
  // Issue 24: the public reads encoded by JSON.stringify and by the contract's compiled serialiser
  // (the 1 MB stage tables are compared in benchStages).
  await benchSerialise();
  await benchEmbeddedFsync();
  await benchFsyncCommits();
  // Chat delivery against a bare socket.io server (issues 14 and 26): on PostgreSQL when it is
  // reachable, and on the embedded database.
  if (process.env.BENCH_SKIP_PG !== '1') await benchChat('postgres');
  await benchChat('embedded');
  // Multi-stage events (issue 22): a qualifier of 4,096 squads (BENCH_DATABASE_URL adds PostgreSQL).
  await benchStages();
  // 2,000 leaders for 100 slots in one second, beside an anchor burst (issue 22).
  await benchRegistrationBurst();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
