import { benchHttpPostgres } from './http-bench';
import { benchHttpEmbedded } from './embedded-bench';

// The API load figures alone (`npx tsx bench/http/run-http.ts`), without the parse and settle
// benches of run-all.ts; BENCH_SKIP_PG=1 and BENCH_SKIP_EMBEDDED=1 pick one database.
async function main() {
  const postgres = process.env.BENCH_SKIP_PG !== '1' ? await benchHttpPostgres() : null;
  if (process.env.BENCH_SKIP_EMBEDDED !== '1') await benchHttpEmbedded(postgres);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
