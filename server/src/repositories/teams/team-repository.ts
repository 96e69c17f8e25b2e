import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { joinRequests, teamMembers, teams, users } from '../../db/schema';

export type TeamRow = typeof teams.$inferSelect;
export type TeamRole = 'leader' | 'member';

/** Team names match case-insensitively after trimming, as the unique index does. */
const sameName = (name: string) => sql`lower(btrim(${teams.teamName})) = lower(btrim(${name}))`;

export async function findTeamByName(db: DbOrTx, name: string): Promise<TeamRow | null> {
  const rows = await db.select().from(teams).where(sameName(name)).limit(1);
  return rows[0] ?? null;
}

/** Creates the team with its creator as leader and first member. Call inside a transaction. */
export async function insertTeamWithLeader(
  db: DbOrTx,
  name: string,
  leaderId: string,
): Promise<TeamRow> {
  const [team] = await db.insert(teams).values({ teamName: name.trim(), leaderId }).returning();
  await db.insert(teamMembers).values({ teamId: team!.id, userId: leaderId, role: 'leader' });
  return team!;
}

export interface MemberRow {
  userId: string;
  bgmiUserId: string;
  name: string;
  role: TeamRole;
}

/** A MemberRow's columns, for a select over team_members joined to users. */
export const memberColumns = {
  userId: users.id,
  bgmiUserId: users.bgmiUserId,
  name: users.name,
  role: teamMembers.role,
};

/** Leader first, then members in the order they joined. */
export async function listMembers(db: DbOrTx, teamId: string): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(sql`${teamMembers.role} = 'member'`, asc(teamMembers.joinedAt));
}

/** The caller's role in a team, or null when not a member. */
export async function findRole(
  db: DbOrTx,
  teamId: string,
  userId: string,
): Promise<TeamRole | null> {
  const rows = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .limit(1);
  return rows[0]?.role ?? null;
}

/** Adds a member; a repeated accept is harmless. */
export async function addMember(db: DbOrTx, teamId: string, userId: string): Promise<void> {
  await db.insert(teamMembers).values({ teamId, userId, role: 'member' }).onConflictDoNothing();
}

/** Removes a (non-leader) member; true when a row went. */
export async function removeMember(db: DbOrTx, teamId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        eq(teamMembers.userId, userId),
        eq(teamMembers.role, 'member'),
      ),
    )
    .returning({ userId: teamMembers.userId });
  return rows.length > 0;
}

/** Deletes the team only when the caller leads it (one conditional statement). */
export async function deleteTeamOfLeader(
  db: DbOrTx,
  teamId: string,
  leaderId: string,
): Promise<boolean> {
  const rows = await db
    .delete(teams)
    .where(and(eq(teams.id, teamId), eq(teams.leaderId, leaderId)))
    .returning({ id: teams.id });
  return rows.length > 0;
}

export interface TeamSummaryRow {
  id: string;
  teamName: string;
  leaderBgmiId: string;
  leaderName: string;
  membersCount: number;
  isMember: boolean;
  isLeader: boolean;
  pendingRequest: boolean;
}

/** Every team, seen from one player: membership, leadership and a pending request of theirs. */
export async function listTeamSummaries(db: DbOrTx, userId: string): Promise<TeamSummaryRow[]> {
  const rows = await db
    .select({
      id: teams.id,
      teamName: teams.teamName,
      leaderBgmiId: users.bgmiUserId,
      leaderName: users.name,
      membersCount: sql<number>`(SELECT count(*)::int FROM team_members m WHERE m.team_id = ${teams.id})`,
      isMember: sql<boolean>`EXISTS (SELECT 1 FROM team_members m WHERE m.team_id = ${teams.id} AND m.user_id = ${userId})`,
      pendingRequest: sql<boolean>`EXISTS (SELECT 1 FROM ${joinRequests} r WHERE r.team_id = ${teams.id} AND r.user_id = ${userId} AND r.status = 'pending')`,
      leaderId: teams.leaderId,
    })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.leaderId))
    .orderBy(asc(sql`lower(${teams.teamName})`))
    .limit(500);
  return rows.map(({ leaderId, ...row }) => ({
    ...row,
    membersCount: Number(row.membersCount),
    isMember: Boolean(row.isMember),
    pendingRequest: Boolean(row.pendingRequest),
    isLeader: leaderId === userId,
  }));
}

/** The team names of each given player, for player cards. */
export async function teamNamesByUser(
  db: DbOrTx,
  userIds: string[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ userId: teamMembers.userId, teamName: teams.teamName })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(inArray(teamMembers.userId, userIds))
    .orderBy(asc(teams.teamName));
  for (const row of rows) result.set(row.userId, [...(result.get(row.userId) ?? []), row.teamName]);
  return result;
}

/**
 * Other players for the Users and All Users lists: those looking for a team (match making on)
 * first, then by name. Bounded, as these are browsing lists.
 */
export async function listOtherPlayers(db: DbOrTx, userId: string, limit = 300) {
  return db
    .select({
      id: users.id,
      name: users.name,
      bgmiUserId: users.bgmiUserId,
      profileImage: users.profileImage,
      matchMaking: users.matchMaking,
    })
    .from(users)
    .where(sql`${users.id} <> ${userId}`)
    .orderBy(desc(users.matchMaking), asc(sql`lower(${users.name})`))
    .limit(limit);
}
