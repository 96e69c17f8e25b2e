import { Client } from 'pg';

/**
 * Runs fn against a schema of its own on the bench's PostgreSQL (`url`), created first and
 * dropped afterwards even when fn fails, so a bench never meets another run's tables.
 */
export async function inOwnSchema(
  url: string,
  schema: string,
  fn: (searchPath: string) => Promise<void>,
): Promise<void> {
  const admin = async (text: string) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`CREATE SCHEMA ${schema}`);
  try {
    await fn(schema);
  } finally {
    await admin(`DROP SCHEMA ${schema} CASCADE`);
  }
}
