import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Creates a fresh PGlite data folder in a short-lived child process, so the API process only
 * ever opens an existing one. Creating it runs initdb inside a second PGlite and a third WASM
 * module that the process never hands back (about 200 MB that stayed resident for the API's
 * life, issue 14); in a child that memory ends with the child. PGlite tells a folder it must
 * create by the same missing PG_VERSION. A folder left half-made by a crash fails at open, as
 * it did when initdb ran in the API.
 */
export async function createDataDirApart(dataDir: string, startParams: string[]): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const script = [
    `const { PGlite } = require(${JSON.stringify(require.resolve('@electric-sql/pglite'))});`,
    `const pg = new PGlite(${JSON.stringify(dataDir)}, { startParams: ${JSON.stringify(startParams)} });`,
    'pg.waitReady.then(() => pg.close()).catch((error) => { console.error(error); process.exit(1); });',
  ].join('\n');
  await run(process.execPath, ['-e', script], { env: {}, maxBuffer: 16 * 1024 * 1024 });
}
