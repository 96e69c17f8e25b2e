import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/**
 * Opens the database (a PostgreSQL server when DATABASE_URL is set, else embedded PGlite under
 * DATA_DIR), applies pending migrations, and closes it with the app. Tests may pass their own.
 */
export default fp<{ database?: Database }>(
  async (app, options) => {
    const owned = !options.database;
    const database =
      options.database ??
      (await openDatabase({
        url: app.config.databaseUrl,
        dataDir: app.config.dataDir,
        poolSize: app.config.pgPoolSize,
        timeouts: app.config.db,
        fsync: app.config.pgliteFsync,
        holder: `the API (port ${app.config.port})`,
      }));
    if (database.kind === 'pglite' && owned && !app.config.pgliteFsync)
      app.log.warn('PGLITE_FSYNC=off: a power loss or OS crash can lose acknowledged commits');
    const applied = await migrate(database);
    if (applied.length) app.log.info({ applied }, 'migrations applied');
    app.decorate('database', database);
    if (owned) app.addHook('onClose', async () => database.close());
  },
  { name: 'database', dependencies: ['config'] },
);
