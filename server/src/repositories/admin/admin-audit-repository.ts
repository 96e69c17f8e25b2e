import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/result-rows';
import { adminAudit, users } from '../../db/schema';

export type AuditEntry = typeof adminAudit.$inferSelect;

/** Who did an admin action: a user's token, or the server's local admin key (the CLI). */
export interface AuditActor {
  id: string | null;
  name: string;
}

/** Append-only: there is no update or delete here, and a trigger refuses them anyway. */
export async function insertAudit(
  db: DbOrTx,
  actor: AuditActor,
  entry: { action: string; target: string; before: unknown; after: unknown },
): Promise<void> {
  await db.insert(adminAudit).values({
    adminId: actor.id,
    adminName: actor.name,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export async function listAudit(
  db: DbOrTx,
  filters: { action?: string | undefined; admin?: string | undefined; target?: string | undefined },
): Promise<AuditEntry[]> {
  return db
    .select()
    .from(adminAudit)
    .where(
      and(
        filters.action ? eq(adminAudit.action, filters.action) : undefined,
        filters.admin ? ilike(adminAudit.adminName, `%${filters.admin}%`) : undefined,
        filters.target ? ilike(adminAudit.target, `%${filters.target}%`) : undefined,
      ),
    )
    .orderBy(desc(adminAudit.id))
    .limit(500);
}

/** Users for the admin page, each with its balance and the sum of its ledger entries. */
export async function adminListUsers(db: DbOrTx, search?: string) {
  const pattern = search ? `%${search}%` : null;
  const result = await db.execute(sql`
    SELECT u.id, u.bgmi_user_id, u.name, u.wallet_paise, u.is_admin, u.is_organizer,
           COALESCE((SELECT sum(amount_paise) FROM wallet_entries e WHERE e.user_id = u.id), 0)
             AS entries_paise
    FROM ${users} u
    WHERE ${pattern}::text IS NULL OR u.bgmi_user_id ILIKE ${pattern} OR u.name ILIKE ${pattern}
    ORDER BY u.created_at DESC LIMIT 200`);
  return rowsOf<{
    id: string;
    bgmi_user_id: string;
    name: string;
    wallet_paise: string | number;
    is_admin: boolean;
    is_organizer: boolean;
    entries_paise: string | number;
  }>(result);
}

/** Sets users.is_organizer; returns the before value, or null for an unknown user. */
export async function setOrganiser(db: DbOrTx, bgmiUserId: string) {
  const result = await db.execute(sql`
    UPDATE users u SET is_organizer = true
    FROM (SELECT id, is_organizer AS was FROM users
          WHERE lower(bgmi_user_id) = lower(${bgmiUserId.trim()}) FOR UPDATE) old
    WHERE u.id = old.id RETURNING u.id, u.bgmi_user_id, old.was`);
  const row = rowsOf<{ id: string; bgmi_user_id: string; was: boolean }>(result)[0];
  return row ?? null;
}
