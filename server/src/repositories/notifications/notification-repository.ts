import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<NotificationRow, 'userId' | 'kind' | 'title' | 'body' | 'link'>;

export async function insertNotifications(
  db: DbOrTx,
  rows: NewNotification[],
): Promise<NotificationRow[]> {
  if (!rows.length) return [];
  return db.insert(notifications).values(rows).returning();
}

/** The caller's inbox page, newest first (`limit + 1` rows tell whether more exist). */
export async function listNotifications(db: DbOrTx, userId: string, limit: number, before?: Date) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        before ? lt(notifications.createdAt, before) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
}

export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(rows[0]?.n ?? 0);
}

/** Marks the caller's own items read (ids of other users are ignored), or all of them. */
export async function markRead(db: DbOrTx, userId: string, ids: string[] | 'all', now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    );
}
