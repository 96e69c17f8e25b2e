import type { Database } from '../db/database';
import type { AuditActor } from '../repositories/admin/admin-audit-repository';
import type { MoneyPolicy } from '../services/money-controls';
import type { BackupTarget } from '../services/backups';
import type { Broadcast, EmitToUser } from '../socket/socket-types';

/** What a command can use: the database, and (inside the API) the live sockets. */
export interface AdminContext {
  database: Database;
  /** Sends a socket event to one user's open tabs; a no-op when the CLI runs without the API. */
  emitToUser: EmitToUser;
  /** Sends a socket event to everyone connected; a no-op without the API. */
  broadcast: Broadcast;
  /** Who runs it, for the admin_audit log (default: the CLI with the local admin key). */
  actor?: AuditActor;
  /** The money mode and clock (deposit approvals check real-mode limits). */
  policy?: MoneyPolicy;
  /** Where `backup` writes (BACKUP_DIR, BACKUP_KEEP) and the PostgreSQL URL pg_dump reads. */
  backups?: BackupTarget;
}

export const CLI_ACTOR: AuditActor = { id: null, name: 'cli (admin key)' };

export interface AdminCommand {
  name: string;
  usage: string;
  describe: string;
  /** Returns what to print: a message, a row, or a list of rows. Throws HttpError on bad args. */
  run: (context: AdminContext, args: string[]) => Promise<unknown>;
}
