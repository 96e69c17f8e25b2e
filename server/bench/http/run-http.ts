import { benchHttpEmbedded, benchHttpPostgres } from './http-bench';

// The API load figures alone (`npx tsx bench/http/run-http.ts`), without the parse and settle
// benches of run-all.ts; BENCH_SKIP_PG=1 and BENCH_SKIP_EMBEDDED=1 pick one database.
async function main() {
  if (process.env.BENCH_SKIP_PG !== '1') await benchHttpPostgres();
  if (process.env.BENCH_SKIP_EMBEDDED !== '1') await benchHttpEmbedded();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
