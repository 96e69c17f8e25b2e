import { buildApp } from './build-app';
import { loadConfig } from './config';
import { isEmpty, seedDemo } from './seed';
import { DataDirLockedError } from './db/data-dir-lock';

/** Starts the API: build, seed a fresh embedded database, listen, report. Nothing else. */
async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  if (config.seedDemo && (await isEmpty(app.database))) {
    const logins = await seedDemo(app.database, config.uploadsDir);
    app.log.info('demo content seeded');
    console.log('\nDemo logins (BGMI ID / password):');
    for (const login of logins)
      console.log(`  ${login.bgmiUserId} / ${login.password}   (${login.role})`);
  }
  // A burst of connections (issue 22: 2,000 leaders in one second) waits in the kernel's queue
  // instead of being dropped at Node's default 511 and retried by the clients a second later.
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  console.log(`API ready on http://localhost:${config.port}/BGMI (database: ${app.database.kind})`);

  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  // Degrade, never die (issue 25): a stray rejected promise of a library (a Redis or database
  // client in an outage) is logged, not a reason to stop serving every other call.
  process.on('unhandledRejection', (reason) =>
    app.log.error({ err: reason }, 'unhandled rejection'),
  );
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  // A bad setting (such as MONEY_MODE) is told in one line, not a stack.
  // So is a data folder another process holds (one writer per embedded database).
  if (
    error instanceof DataDirLockedError ||
    (error instanceof Error && /^[A-Z_]+ must /.test(error.message))
  )
    console.error(`Error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
