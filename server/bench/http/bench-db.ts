import { Client } from 'pg';

/** The bench's PostgreSQL database (helper-owned, never the app's): BENCH_DATABASE_URL. */
export const BENCH_DB_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The API's schema; the real-money-mode server runs in a schema of its own (http-bench.ts). */
export const BENCH_SCHEMA = process.env.BENCH_SCHEMA ?? 'bench_api';

/** Runs SQL as the bench's admin connection. */
export async function adminSql(text: string): Promise<void> {
  const client = new Client({ connectionString: BENCH_DB_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
