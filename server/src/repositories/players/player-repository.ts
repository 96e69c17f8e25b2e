import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { TeamListTeam } from '@bgmi/shared/server';
import type { DbOrTx } from '../../db/database';
import { teamMembers, teams, users } from '../../db/schema';
import { membersToWire, teamRecordToWire } from '../../wire/teams';
import { memberColumns } from '../teams/team-repository';

export type TeamRow = typeof teams.$inferSelect;

/** Names of the teams the user belongs to (leader or member), oldest membership first. */
export async function teamNamesOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: teams.teamName })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(teamMembers.joinedAt), asc(teams.teamName));
  return rows.map((row) => row.name);
}

/** Updates the caller's own row only; returns null when nothing matched. */
export async function updatePlayer(
  db: DbOrTx,
  userId: string,
  patch: { name?: string; bgmiUserId?: string; matchMaking?: boolean },
) {
  const rows = await db.update(users).set(patch).where(eq(users.id, userId)).returning();
  return rows[0] ?? null;
}

/** The teams the caller is in, with their members (get-team-list). */
export async function teamsOfUser(db: DbOrTx, userId: string): Promise<TeamListTeam[]> {
  const mine = await db
    .select({ team: teams, leaderBgmiId: users.bgmiUserId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(users, eq(users.id, teams.leaderId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(teams.teamName));
  if (!mine.length) return [];
  const members = await db
    .select({ teamId: teamMembers.teamId, ...memberColumns })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(
      inArray(
        teamMembers.teamId,
        mine.map((row) => row.team.id),
      ),
    )
    .orderBy(asc(teamMembers.joinedAt), asc(users.name));
  return mine.map(({ team, leaderBgmiId }) => ({
    _id: team.id,
    team_name: team.teamName,
    leader_bgmiId: leaderBgmiId,
    members: membersToWire(members.filter((member) => member.teamId === team.id)),
    ...teamRecordToWire(team),
  }));
}

/** A team by name, compared as the unique index does (trimmed, case-insensitive). */
export async function findTeamByName(db: DbOrTx, teamName: string): Promise<TeamRow | null> {
  const rows = await db
    .select()
    .from(teams)
    .where(sql`lower(btrim(${teams.teamName})) = lower(btrim(${teamName}))`)
    .limit(1);
  return rows[0] ?? null;
}

/** The members of a team among the given game ids: userId and game id of each match. */
export async function membersByGameIds(db: DbOrTx, teamId: string, gameIds: string[]) {
  const lowered = gameIds.map((id) => id.trim().toLowerCase());
  const rows = await db
    .select({ userId: users.id, bgmiUserId: users.bgmiUserId })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId));
  return rows.filter((row) => lowered.includes(row.bgmiUserId.toLowerCase()));
}
