import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Who holds an embedded data folder: written into its lock file. */
export interface LockOwner {
  pid: number;
  host: string;
  /** The process's start time in clock ticks since boot (/proc/<pid>/stat), so a reused pid is not taken for the holder. */
  started: string | null;
  since: string;
  what: string;
}

/** Thrown when another live process holds the folder: the message says who and what to do. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `the embedded database at ${dataDir} is open in another process (${owner.what}, pid ${owner.pid}` +
        ` on ${owner.host}, since ${owner.since}). One writer per data folder: use the running API ` +
        `(the admin CLI reaches it at API_URL) or stop it first. If no such process runs, remove ` +
        `${lockFileOf(dataDir)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** The lock sits beside the folder, not in it: PGlite's initdb wants an empty folder, and a dump must not carry it. */
export function lockFileOf(dataDir: string): string {
  return path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
}

function startTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime), counted after the command name, which may hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function alive(owner: LockOwner): boolean {
  if (owner.host !== os.hostname()) return true; // another machine: cannot tell, assume it runs
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const started = startTime(owner.pid);
  return !owner.started || !started || started === owner.started;
}

function readOwner(file: string): LockOwner | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

/**
 * Takes the one-writer lock of an embedded data folder, or throws DataDirLockedError naming the
 * live holder (PGlite itself does not stop a second process from opening the same folder, whose
 * writes then vanish). A lock left by a dead process (kill -9, power loss) is taken over. Returns
 * the release function. The file is created with O_EXCL, so two starters never both win.
 */
export function lockDataDir(dataDir: string, what: string): () => void {
  const file = lockFileOf(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const owner: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    started: startTime(process.pid),
    // eslint-disable-next-line home/wire-mapping-home -- a lock file's own record, not an answer
    since: new Date().toISOString(),
    what,
  };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      fs.writeFileSync(file, JSON.stringify(owner), { flag: 'wx', mode: 0o600 });
      return () => {
        const current = readOwner(file);
        if (current?.pid === owner.pid && current.since === owner.since)
          fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readOwner(file);
    if (holder && alive(holder)) throw new DataDirLockedError(dataDir, holder);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!holder && stat && Date.now() - stat.mtimeMs < 2000) {
      // Being written by a starter this instant: look again shortly.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
      continue;
    }

    // Stale (its process is gone) or unreadable (a crash mid-write): take it over.
    fs.rmSync(file, { force: true });
  }
  throw new Error(`could not take the lock ${file}`);
}
