import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { openDatabase, type Database } from '../db/database';
import { lockDataDir } from '../db/data-dir-lock';
import {
  backupFileName,
  backupKind,
  pruneBackups,
  tarBlob,
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
export async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
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
