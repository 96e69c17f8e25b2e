import fp from 'fastify-plugin';
import { listBackups } from '../services/backup-files';
import { makeBackup } from '../services/backups';

/**
 * Scheduled backups (BACKUP_EVERY, default 24h; 0 turns them off) into BACKUP_DIR, keeping the
 * newest BACKUP_KEEP. A job of the leader (plugins/background-jobs.ts) that looks once a minute
 * whether the newest backup is older than BACKUP_EVERY, so a restart neither skips one nor takes
 * an extra one; on a folder without backups the first comes BACKUP_EVERY after the start.
 */
export default fp(
  async (app) => {
    const { everyMs, dir, keep } = app.config.backup;
    if (everyMs <= 0) return;
    const startedAt = Date.now();
    // After a failure (disk full, pg_dump missing) the next try comes within the hour, not at
    // every tick: the error is logged once per try.
    let failedAt = 0;
    app.jobs.register({
      name: 'scheduled-backup',
      everyMs: Math.min(everyMs, 60_000),
      run: async () => {
        const last = listBackups(dir)[0]?.mtimeMs ?? startedAt;
        if (Date.now() - last < everyMs) return;
        if (Date.now() - failedAt < Math.min(everyMs, 3_600_000)) return;
        const result = await makeBackup(app.database, {
          dir,
          keep,
          databaseUrl: app.config.databaseUrl,
        }).catch((error: unknown) => {
          failedAt = Date.now();
          throw error;
        });
        app.log.info(
          { file: result.file, bytes: result.bytes, removed: result.removed.length },
          'scheduled backup written',
        );
      },
    });
  },
  { name: 'scheduled-backups', dependencies: ['config', 'database', 'background-jobs'] },
);
