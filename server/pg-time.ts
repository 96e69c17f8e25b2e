import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './src/db/database';
import { migrate } from './src/db/migrate';
async function main() {
  let t = performance.now();
  const lap = (l: string) => { const n = performance.now(); console.log(l, (n - t).toFixed(0)); t = n; };
  const b = new PGlite();
  await b.waitReady; lap('bare open 1 (wasm compile)');
  const db = await openDatabase({ dataDir: 'memory' });
  lap('open');
  await migrate(db);
  lap('migrate');
  await db.close();
  const p = new PGlite();
  await p.waitReady; lap('bare open');
  await migrate(await openDatabase({ dataDir: 'memory' })); lap('open+migrate');
  await p.exec('create table t(a int)');
  const dump = await p.dumpDataDir('none'); lap('dump ' + dump.size);
  await p.close();
  const q = new PGlite({ loadDataDir: dump });
  await q.waitReady; lap('open from dump');
  console.log(await q.query('select count(*) from t'));
}
main();
