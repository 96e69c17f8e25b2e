import { benchParse } from './parse-paste';
import { benchSettle } from './settle-clients';
import { benchIdleMemory } from './idle-memory';
import { benchHttpEmbedded, benchHttpPostgres } from './http/http-bench';

// Printed figures, not timed tests (`npm run bench`).
async function main() {
  console.log('jantri ledger benchmarks');
  benchParse();
  await benchSettle();
  await benchIdleMemory();
  // BENCH_SKIP_PG=1 when no PostgreSQL is reachable (the embedded figures still print).
  if (process.env.BENCH_SKIP_PG !== '1') await benchHttpPostgres();
  await benchHttpEmbedded();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
