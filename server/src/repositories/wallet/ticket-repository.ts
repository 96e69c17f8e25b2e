import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { supportTickets, users } from '../../db/schema';

export type TicketRow = typeof supportTickets.$inferSelect;

export async function insertTicket(
  db: DbOrTx,
  values: Pick<TicketRow, 'userId' | 'subject' | 'message' | 'img'>,
): Promise<TicketRow> {
  const rows = await db.insert(supportTickets).values(values).returning();
  return rows[0]!;
}

export async function listTickets(db: DbOrTx, userId: string): Promise<TicketRow[]> {
  return db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt))
    .limit(500);
}

export async function adminListTickets(db: DbOrTx, status?: number) {
  const rows = await db
    .select({ ticket: supportTickets, bgmiUserId: users.bgmiUserId })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(status === undefined ? undefined : eq(supportTickets.status, status))
    .orderBy(desc(supportTickets.createdAt))
    .limit(200);
  return rows.map((row) => ({ ...row.ticket, bgmiUserId: row.bgmiUserId }));
}

/** Marks a pending ticket resolved (1) or rejected (2), once. */
export async function decideTicket(
  db: DbOrTx,
  id: string,
  status: 1 | 2,
): Promise<TicketRow | null> {
  const rows = await db
    .update(supportTickets)
    .set({ status, resolvedAt: new Date() })
    .where(and(eq(supportTickets.id, id), eq(supportTickets.status, 0)))
    .returning();
  return rows[0] ?? null;
}

/** Admin: the ids of tickets whose id starts with prefix (the CLI accepts a short id). */
export async function findTicketIdsByPrefix(
  db: DbOrTx,
  prefix: string,
  limit: number,
): Promise<{ id: string }[]> {
  return db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(sql`${supportTickets.id}::text LIKE ${`${prefix}%`}`)
    .limit(limit);
}
