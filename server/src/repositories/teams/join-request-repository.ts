import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { joinRequests, teamMembers, teams, users } from '../../db/schema';
import type { JoinRequestStatus } from '../../db/schema/social';

export type JoinRequestRow = typeof joinRequests.$inferSelect;

/** Stores a pending request; the partial unique index refuses a second pending one (23505). */
export async function insertJoinRequest(
  db: DbOrTx,
  values: { teamId: string; userId: string; message: string },
): Promise<JoinRequestRow> {
  const [row] = await db.insert(joinRequests).values(values).returning();
  return row!;
}

/** Cancels (removes) the caller's own pending request; true when there was one. */
export async function cancelPendingRequest(
  db: DbOrTx,
  teamId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .delete(joinRequests)
    .where(
      and(
        eq(joinRequests.teamId, teamId),
        eq(joinRequests.userId, userId),
        eq(joinRequests.status, 'pending'),
      ),
    )
    .returning({ id: joinRequests.id });
  return rows.length > 0;
}

/**
 * Accepts or rejects a pending request in one conditional UPDATE, so two leaders' tabs racing
 * cannot both process it. Returns the row, or null when nothing was pending.
 */
export async function processPendingRequest(
  db: DbOrTx,
  teamId: string,
  requesterId: string,
  status: Exclude<JoinRequestStatus, 'pending'>,
): Promise<JoinRequestRow | null> {
  const rows = await db
    .update(joinRequests)
    .set({ status, processedAt: sql`clock_timestamp()` })
    .where(
      and(
        eq(joinRequests.teamId, teamId),
        eq(joinRequests.userId, requesterId),
        eq(joinRequests.status, 'pending'),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** The caller's requests, newest first, with whether the caller is still in that team. */
export async function listMyRequests(db: DbOrTx, userId: string) {
  return db
    .select({
      id: joinRequests.id,
      teamName: teams.teamName,
      status: joinRequests.status,
      message: joinRequests.message,
      createdAt: joinRequests.createdAt,
      processedAt: joinRequests.processedAt,
      isMember: sql<boolean>`EXISTS (SELECT 1 FROM ${teamMembers} m WHERE m.team_id = ${teams.id} AND m.user_id = ${userId})`,
    })
    .from(joinRequests)
    .innerJoin(teams, eq(teams.id, joinRequests.teamId))
    .where(eq(joinRequests.userId, userId))
    .orderBy(desc(joinRequests.createdAt))
    .limit(200);
}

/** Pending requests to the teams the caller leads, oldest first. */
export async function listPendingForLeader(db: DbOrTx, leaderId: string) {
  return db
    .select({
      id: joinRequests.id,
      teamName: teams.teamName,
      name: users.name,
      bgmiUserId: users.bgmiUserId,
      message: joinRequests.message,
      createdAt: joinRequests.createdAt,
    })
    .from(joinRequests)
    .innerJoin(teams, eq(teams.id, joinRequests.teamId))
    .innerJoin(users, eq(users.id, joinRequests.userId))
    .where(and(eq(teams.leaderId, leaderId), eq(joinRequests.status, 'pending')))
    .orderBy(asc(sql`lower(${teams.teamName})`), asc(joinRequests.createdAt))
    .limit(500);
}

/** Processed requests of one team (its request history), newest first. */
export async function listTeamHistory(db: DbOrTx, teamId: string) {
  return db
    .select({
      name: users.name,
      bgmiUserId: users.bgmiUserId,
      status: joinRequests.status,
      processedAt: joinRequests.processedAt,
    })
    .from(joinRequests)
    .innerJoin(users, eq(users.id, joinRequests.userId))
    .where(and(eq(joinRequests.teamId, teamId), isNotNull(joinRequests.processedAt)))
    .orderBy(desc(joinRequests.processedAt))
    .limit(200);
}
