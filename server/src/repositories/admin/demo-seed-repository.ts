import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { chatMessages, friendRequests, joinRequests, plans, teamMembers } from '../../db/schema';

/*
 * Writes of the demo seed (src/seed) that no route makes: rows born in a later state (an accepted
 * request, a read chat) and bulk inserts of demo content. Only the seed calls these, on a fresh
 * database inside its one transaction.
 */

type NewPlan = typeof plans.$inferInsert;
type NewFriendRequest = typeof friendRequests.$inferInsert;
type NewJoinRequest = typeof joinRequests.$inferInsert;
type NewChatLine = typeof chatMessages.$inferInsert;

export async function insertDemoPlans(tx: Tx, rows: NewPlan[]): Promise<void> {
  await tx.insert(plans).values(rows);
}

export async function insertDemoJoinRequest(tx: Tx, row: NewJoinRequest): Promise<void> {
  await tx.insert(joinRequests).values(row);
}

export async function insertDemoFriendRequests(tx: Tx, rows: NewFriendRequest[]): Promise<void> {
  await tx.insert(friendRequests).values(rows);
}

export async function insertDemoChat(tx: Tx, rows: NewChatLine[]): Promise<void> {
  await tx.insert(chatMessages).values(rows);
}

/** A team's member ids in the order they were stored (the seed's own order). */
export async function teamMemberIds(tx: Tx, teamId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  return rows.map((row) => row.userId);
}
