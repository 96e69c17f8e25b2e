import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite is PostgreSQL compiled to WebAssembly, running in the API process as a single-user
 * backend: its whole memory is one WASM heap that only grows. Started with PostgreSQL's server
 * defaults it reserves shared_buffers of 128 MB (a multi-user server's page cache) and touches
 * most of it, which alone was about a third of the API's idle memory (issue 14). One backend
 * over a data folder in the OS page cache needs far less: 16 MB holds every hot table and index
 * of the product several times over; wal_buffers and temp_buffers follow it down. These are
 * caches; durability is the fsync setting below. docs/decisions.md has the measurements.
 */
const CACHE_PARAMS = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  'wal_buffers=1MB',
  '-c',
  'temp_buffers=1MB',
];

/**
 * PGlite's defaults start PostgreSQL with `-F` (fsync off): a commit is acknowledged once its WAL
 * is written to the OS, so a power loss or OS crash can lose acknowledged bets and deposits, or
 * corrupt the folder (issue 25). With fsync on, PostgreSQL flushes the WAL at each commit. Two
 * more things are needed for that flush to reach the disk from WebAssembly: Emscripten's
 * fdatasync() does nothing, so the WAL is synced with fsync() (wal_sync_method=fsync), and its
 * Node file system has no fsync of its own, so patchNodeFsync gives it one.
 */
export function pgliteStartParams(fsync: boolean): string[] {
  const base = PGlite.defaultStartParams.filter((param) => fsync === false || param !== '-F');
  return [...base, ...CACHE_PARAMS, ...(fsync ? ['-c', 'wal_sync_method=fsync'] : [])];
}

interface EmscriptenStream {
  nfd?: number;
}
interface NodeFsModule {
  NODEFS?: { stream_ops: { fsync?: (stream: EmscriptenStream) => number } };
}

/**
 * Makes fsync() inside PGlite an fsync of the real file (Emscripten's NODEFS has none, so the
 * call returned at once). Every stream of the folder shares NODEFS.stream_ops, so setting it
 * once covers files already open. An in-memory database has no NODEFS and is left alone.
 */
export function patchNodeFsync(client: PGlite): void {
  const module = (client as unknown as { Module?: NodeFsModule }).Module;
  const ops = module?.NODEFS?.stream_ops;
  if (!ops) return;
  ops.fsync = (stream) => {
    if (typeof stream.nfd === 'number') fs.fsyncSync(stream.nfd);
    return 0;
  };
}
