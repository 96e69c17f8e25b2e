import fs from 'node:fs';
import path from 'node:path';

/** A backup's file: the kind of database and the time in its name, so names sort by age. */
const BACKUP_NAME = /^bgmi-(pglite|postgres)-(\d{8}T\d{6}(?:\d{3})?Z)\.(tar\.gz|dump)$/;

export type BackupKind = 'pglite' | 'postgres';

export function backupFileName(kind: BackupKind, at: Date): string {
  // eslint-disable-next-line home/wire-mapping-home -- a backup file's name stamp, not an answer
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `bgmi-${kind}-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'dump'}`;
}

export function backupKindOf(file: string): BackupKind | null {
  const match = BACKUP_NAME.exec(path.basename(file));
  if (match) return match[1] as BackupKind;
  if (file.endsWith('.tar.gz') || file.endsWith('.tar')) return 'pglite';
  if (file.endsWith('.dump')) return 'postgres';
  return null;
}

/** The backups in a folder, newest first (only files this product named). */
export function listBackups(dir: string): { file: string; mtimeMs: number; bytes: number }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse()
    .map((name) => {
      const file = path.join(dir, name);
      const stat = fs.statSync(file);
      return { file, mtimeMs: stat.mtimeMs, bytes: stat.size };
    });
}

/** Keeps the newest `keep` backups of the folder, removes the rest; returns what it removed. */
export function pruneBackups(dir: string, keep: number): string[] {
  const old = listBackups(dir).slice(keep);
  for (const backup of old) fs.rmSync(backup.file, { force: true });
  return old.map((backup) => backup.file);
}

/**
 * Writes a file aside and renames it into place after an fsync, so a crash mid-write never
 * leaves a half backup under a backup's name.
 */
export async function writeAtomically(
  file: string,
  write: (partial: string) => Promise<void>,
): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await write(partial);
    const fd = fs.openSync(partial, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** The kind of a backup file, or an error an operator can act on. */
export function backupKind(file: string): BackupKind {
  if (!fs.existsSync(file)) throw new Error(`no backup at ${file}`);
  const kind = backupKindOf(file);
  if (!kind)
    throw new Error(
      `${file} is not a backup (.tar.gz of the embedded database or a pg_dump .dump)`,
    );
  return kind;
}

/** A PGlite tar (gzip or not) to load into a data folder. */
export function tarBlob(file: string): Blob {
  return new Blob([fs.readFileSync(file)], {
    type: file.endsWith('.gz') ? 'application/x-gzip' : 'application/x-tar',
  });
}
