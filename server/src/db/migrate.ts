import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database';
import { SERVER_ROOT } from '../server-root';

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');

/**
 * Applies migrations/NNNN_name.sql in order, each once, each in its own transaction, and records
 * them in schema_migrations. An advisory lock keeps two API instances from migrating at once.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = fs
    .readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort();
  const applied: string[] = [];
  await database.withLock(async () => {
    await database.execScript(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await database.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
        (row) => row.version,
      ),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const body = fs.readFileSync(path.join(dir, file), 'utf8');
      const version = file.replace(/'/g, "''");
      await database.execScript(
        `BEGIN;\n${body}\nINSERT INTO schema_migrations (version) VALUES ('${version}');\nCOMMIT;`,
      );
      applied.push(file);
    }
  });
  return applied;
}
