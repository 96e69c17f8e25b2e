import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/database';
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate';

/**
 * A migrated PGlite data folder, made once per set of migrations and kept in the temp folder:
 * opening it takes a fraction of initdb plus every migration, which each test file paid before.
 * The name holds a hash of the migrations, so a changed or added migration makes a new one.
 */
function templateFile(): string {
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(name);
    hash.update(fs.readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  return path.join(os.tmpdir(), `bgmi-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

export async function migratedTemplate(): Promise<Blob> {
  const file = templateFile();
  if (!fs.existsSync(file)) {
    const database = await openDatabase({ dataDir: 'memory' });
    await migrate(database);
    const tar = await database.dump!();
    await database.close();
    // Written aside and renamed: test workers running side by side never read half a file.
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await tar.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  return new Blob([fs.readFileSync(file)]);
}
