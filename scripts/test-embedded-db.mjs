// `npm run test:embedded-db`: the server test files about the embedded database's own code, on
// the embedded database (PGlite) even when TEST_DATABASE_URL is set. CI runs the whole server
// suite once, on PostgreSQL and Redis, inside `npm test`; the route logic is the same SQL on
// both, so what the embedded database can break on its own is its adapter (one connection,
// transactions one at a time, its prepared statements), its data folder (one writer, backup and
// restore), the migrations on it and money under concurrency on one connection. Those files run
// here. `npm test` without TEST_DATABASE_URL (the README's default) runs every file on it.
import { spawnSync } from 'node:child_process';

const files = [
  // The adapter, the migrations, the schema, reads in a transaction.
  'server/test/db/',
  // One writer per data folder; backup, restore and verify of the folder.
  'server/test/books/',
  // Money under concurrency, the bet batch, and registrations racing, on one connection.
  'server/test/money/',
  'server/test/services/bet-batch.test.ts',
  'server/test/routes/players/concurrent-registration.test.ts',
  'server/test/routes/scrim-day/waitlist-race.test.ts',
  // A paste stored in slices, one transaction each (their sizes differ on PGlite).
  'server/test/routes/jantri-ledger/bet-paste.test.ts',
  // The embedded database is always its own leader.
  'server/test/plugins/leader-lock.test.ts',
];

const status = spawnSync(
  'npx',
  ['jest', '--selectProjects', 'server', ...process.argv.slice(2), '--', ...files],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      TEST_DATABASE_URL: '',
      TEST_REDIS_URL: '',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
    },
  },
).status;
process.exit(status ?? 1);
