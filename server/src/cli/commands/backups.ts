import { HttpError, badRequest, forbidden } from '../../lib/http-error';
import { makeBackup } from '../../services/backups';
import type { AdminCommand } from '../admin-command';

const size = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** `backup`: runs inside the running API when there is one (the embedded folder is its alone). */
export const backupCommands: AdminCommand[] = [
  {
    name: 'backup',
    usage: 'backup [file]',
    describe: 'Back up the database now into BACKUP_DIR (keeping BACKUP_KEEP), or into file.',
    run: async ({ database, backups, actor }, [file]) => {
      if (!backups) throw badRequest('backups are not configured here', 'command');
      // A path on the server's disk: only the local CLI (admin key) may name one, never a token.
      if (file && actor?.id) throw forbidden('Only the admin CLI on the server may name a file');
      if (file && !/\.(tar\.gz|dump)$/.test(file))
        throw badRequest('file must end with .tar.gz (embedded) or .dump (PostgreSQL)', 'file');
      const result = await makeBackup(database, backups, file).catch((error: unknown) => {
        // A missing pg_dump or a full disk: the operator reads why, as a 503 (nothing written).
        throw new HttpError(503, `Backup failed: ${(error as Error).message}`);
      });
      const removed = result.removed.length ? `; removed ${result.removed.length} older` : '';
      return `Backup written: ${result.file} (${size(result.bytes)}, ${result.kind})${removed}`;
    },
  },
];
