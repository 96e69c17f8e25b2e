import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Client } from 'pg';
import { paiseToRupees } from '@bgmi/shared';
import { openDatabase, type Database } from '../db/database';
import { lockDataDir } from '../db/data-dir-lock';
import { schemaWithTables, walletsAgainstLedger } from '../repositories/books-check-repository';
import {
  backupFileName,
  backupKindOf,
  pruneBackups,
  writeAtomically,
  type BackupKind,
} from './backup-files';

const run = promisify(execFile);
const gzip = promisify(zlib.gzip);

/** Where a backup goes and which PostgreSQL database (and schema, in tests) it covers. */
export interface BackupTarget {
  dir: string;
  keep: number;
  databaseUrl?: string | undefined;
  schema?: string | undefined;
}

export interface BackupResult {
  file: string;
  bytes: number;
  kind: BackupKind;
  removed: string[];
}

/** Runs a PostgreSQL client tool, turning "not installed" into a message an operator can act on. */
async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new Error(
        `${tool} is not installed: install the PostgreSQL client tools (postgresql-client) of the server's version`,
        { cause: error },
      );
    throw new Error(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`, {
      cause: error,
    });
  }
}

/**
 * One backup into target.dir, then the oldest beyond target.keep removed. Embedded: a gzip tar
 * of the data folder taken while no statement runs (the API keeps serving; calls wait for the
 * dump). PostgreSQL: pg_dump's custom format (a consistent snapshot, writers never blocked).
 */
export async function makeBackup(
  database: Database,
  target: BackupTarget,
  file?: string,
): Promise<BackupResult> {
  const kind: BackupKind = database.kind;
  const out = path.resolve(file ?? path.join(target.dir, backupFileName(kind, new Date())));
  await writeAtomically(out, async (partial) => {
    if (database.kind === 'pglite') {
      // Only the tar is taken under the database's lock; compressing it (most of the time) runs
      // on libuv's threads while the API goes on answering.
      const tar = await database.dump!('none');
      fs.writeFileSync(partial, await gzip(Buffer.from(await tar.arrayBuffer())));
      return;
    }
    if (!target.databaseUrl) throw new Error('a PostgreSQL backup needs DATABASE_URL');
    await pgTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${partial}`,
      ...(target.schema ? [`--schema=${target.schema}`] : []),
      `--dbname=${target.databaseUrl}`,
    ]);
  });
  const removed = file ? [] : pruneBackups(target.dir, target.keep);
  return { file: out, bytes: fs.statSync(out).size, kind, removed };
}

function backupKind(file: string): BackupKind {
  if (!fs.existsSync(file)) throw new Error(`no backup at ${file}`);
  const kind = backupKindOf(file);
  if (!kind)
    throw new Error(
      `${file} is not a backup (.tar.gz of the embedded database or a pg_dump .dump)`,
    );
  return kind;
}

function tarBlob(file: string): Blob {
  return new Blob([fs.readFileSync(file)], {
    type: file.endsWith('.gz') ? 'application/x-gzip' : 'application/x-tar',
  });
}

/**
 * Replaces the embedded data folder with a backup's (the old folder is kept beside it, renamed),
 * or restores a dump into the PostgreSQL database. The embedded folder's lock is held throughout,
 * so a running API refuses it (stop the API first); returns where the old folder went.
 */
export async function restoreBackup(
  file: string,
  where: { dataDir: string; databaseUrl?: string | undefined },
): Promise<string> {
  const kind = backupKind(file);
  if (kind === 'postgres') {
    if (!where.databaseUrl) throw new Error('a pg_dump backup restores into DATABASE_URL; set it');
    await pgTool('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${where.databaseUrl}`,
      file,
    ]);
    return `restored into ${new URL(where.databaseUrl).pathname.slice(1)}`;
  }
  if (where.databaseUrl)
    throw new Error('this is a backup of the embedded database; unset DATABASE_URL to restore it');
  const release = lockDataDir(where.dataDir, 'the admin CLI (restore)');
  try {
    const aside = `${where.dataDir}.before-restore-${Date.now()}`;
    if (fs.existsSync(where.dataDir)) fs.renameSync(where.dataDir, aside);
    fs.mkdirSync(where.dataDir, { recursive: true });
    const database = await openDatabase({
      dataDir: where.dataDir,
      loadDataDir: tarBlob(file),
      lockHeld: true,
    });
    await database.close();
    return fs.existsSync(aside) ? `the previous folder is kept at ${aside}` : 'no previous folder';
  } finally {
    release();
  }
}

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
      mismatches: rows
        .filter((row) => row.balancePaise !== row.entriesPaise)
        .map((row) => ({
          bgmiUserId: row.bgmiUserId,
          wallet: paiseToRupees(row.balancePaise),
          sumOfEntries: paiseToRupees(row.entriesPaise),
        })),
    };
  } finally {
    await database.close();
    await drop();
  }
}
