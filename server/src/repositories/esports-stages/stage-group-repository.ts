import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/result-rows';
import { pgArray } from '../../db/pg-array';
import { stageGroups, stageMatches, stageTeams } from '../../db/schema';

// A stage's groups and their teams: the draw (issue 22).

export type StageGroupRow = typeof stageGroups.$inferSelect;

/** The event's slot holders in registration order (the first stage's draw). */
export async function registeredTeams(db: DbOrTx, eventId: string) {
  return rowsOf<{ team_id: string }>(
    await db.execute(sql`
      SELECT team_id FROM event_registrations
      WHERE event_id = ${eventId} AND status = 'registered'
      ORDER BY created_at, id`),
  ).map((row) => row.team_id);
}

/** The stage's teams in seed order. */
export async function stageTeamIds(db: DbOrTx, stageId: string): Promise<string[]> {
  const rows = await db
    .select({ teamId: stageTeams.teamId })
    .from(stageTeams)
    .where(eq(stageTeams.stageId, stageId))
    .orderBy(asc(stageTeams.seedNo));
  return rows.map((row) => row.teamId);
}

export async function groupsOf(db: DbOrTx, stageId: string): Promise<StageGroupRow[]> {
  return db
    .select()
    .from(stageGroups)
    .where(eq(stageGroups.stageId, stageId))
    .orderBy(asc(stageGroups.groupNo));
}

/** Every team of a stage with its group and seed, ordered by group then seed. */
export async function groupTeams(db: DbOrTx, stageId: string) {
  return rowsOf<{ team_id: string; team_name: string; group_id: string | null; seed_no: number }>(
    await db.execute(sql`
      SELECT st.team_id, t.team_name, st.group_id, st.seed_no
      FROM stage_teams st JOIN teams t ON t.id = st.team_id
      WHERE st.stage_id = ${stageId}
      ORDER BY st.seed_no`),
  );
}

/**
 * Replaces the stage's teams, groups and schedule with a new draw: `groups[g]` lists the teams of
 * group g in seed order. Any schedule is dropped (it named the old groups). Rows go in as arrays
 * (one statement per table), so a draw of 4,096 squads is a few statements.
 */
export async function replaceDraw(
  db: DbOrTx,
  stageId: string,
  groups: string[][],
  names: string[],
) {
  await db.delete(stageMatches).where(eq(stageMatches.stageId, stageId));
  await db.delete(stageTeams).where(eq(stageTeams.stageId, stageId));
  await db.delete(stageGroups).where(eq(stageGroups.stageId, stageId));
  if (!groups.length) return;
  const inserted = await db
    .insert(stageGroups)
    .values(groups.map((_, g) => ({ stageId, groupNo: g + 1, name: names[g]! })))
    .returning({ id: stageGroups.id, groupNo: stageGroups.groupNo });
  const idOf = new Map(inserted.map((row) => [row.groupNo, row.id]));
  const teamIds = groups.flat();
  const groupIds = groups.flatMap((teams, g) => teams.map(() => idOf.get(g + 1)!));
  await db.execute(sql`
    INSERT INTO stage_teams (stage_id, team_id, group_id, seed_no)
    SELECT ${stageId}, x.team_id, x.group_id, x.seed_no
    FROM unnest(${pgArray(teamIds)}::uuid[], ${pgArray(groupIds)}::uuid[])
      WITH ORDINALITY AS x(team_id, group_id, seed_no)`);
}

export async function moveTeam(db: DbOrTx, stageId: string, teamId: string, groupId: string) {
  const rows = await db
    .update(stageTeams)
    .set({ groupId })
    .where(and(eq(stageTeams.stageId, stageId), eq(stageTeams.teamId, teamId)))
    .returning({ teamId: stageTeams.teamId });
  return rows.length > 0;
}

/** The teams of the given groups of a stage (a lobby). */
export async function lobbyTeamIds(db: DbOrTx, stageId: string, groupIds: string[]) {
  const result = await db.execute(sql`
    SELECT team_id FROM stage_teams
    WHERE stage_id = ${stageId} AND group_id = ANY(${pgArray(groupIds)}::uuid[])`);
  return rowsOf<{ team_id: string }>(result).map((row) => row.team_id);
}

/** Squads per group of a stage. */
export async function groupSizes(db: DbOrTx, stageId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ groupId: stageTeams.groupId, n: sql<number>`count(*)::int` })
    .from(stageTeams)
    .where(eq(stageTeams.stageId, stageId))
    .groupBy(stageTeams.groupId);
  return new Map(rows.map((row) => [row.groupId ?? '', Number(row.n)]));
}
