import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type Database } from '../db/database';
import {
  schemaWithTables,
  walletsAgainstLedger,
} from '../repositories/wallet/books-check-repository';
import { backupKind, tarBlob } from './backup-files';
import { pgTool } from './backups';
import { toLedgerMismatch } from '../wire/wallet-cli';

export interface VerifyReport {
  file: string;
  wallets: number;
  entries: number;
  totalPaise: number;
  mismatches: { bgmiUserId: string; wallet: number; sumOfEntries: number }[];
}

/** Opens a PostgreSQL scratch database beside the one in `url`, dropped by the returned function. */
async function scratchDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bgmi_verify_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    drop: async () => {
      const again = new Client({ connectionString: url });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/**
 * Restores a backup into a scratch database (embedded: in memory; PostgreSQL: a new database
 * beside DATABASE_URL's, dropped afterwards) and checks every wallet against its ledger.
 */
export async function verifyBackup(file: string, databaseUrl?: string): Promise<VerifyReport> {
  const kind = backupKind(file);
  let database: Database;
  let drop: () => Promise<void> = async () => undefined;
  if (kind === 'pglite') {
    database = await openDatabase({ dataDir: 'memory', loadDataDir: tarBlob(file) });
  } else {
    if (!databaseUrl)
      throw new Error(
        'verifying a pg_dump backup needs DATABASE_URL (the scratch database goes beside it)',
      );
    const scratch = await scratchDatabase(databaseUrl);
    drop = scratch.drop;
    try {
      await pgTool('pg_restore', [
        '--no-owner',
        '--exit-on-error',
        `--dbname=${scratch.url}`,
        file,
      ]);
      const probe = await openDatabase({ url: scratch.url, poolSize: 1 });
      const schema = await schemaWithTables(probe);
      await probe.close();
      database = await openDatabase({
        url: scratch.url,
        poolSize: 1,
        searchPath: schema ?? undefined,
      });
    } catch (error) {
      await drop();
      throw error;
    }
  }
  try {
    const rows = await walletsAgainstLedger(database);
    return {
      file,
      wallets: rows.length,
      entries: rows.reduce((sum, row) => sum + row.entries, 0),
      totalPaise: rows.reduce((sum, row) => sum + row.balancePaise, 0),
      mismatches: rows.filter((row) => row.balancePaise !== row.entriesPaise).map(toLedgerMismatch),
    };
  } finally {
    await database.close();
    await drop();
  }
}
