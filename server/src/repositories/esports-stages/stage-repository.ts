import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { eventStages, stageGroups, stageMatches, stageTeams } from '../../db/schema';
import type { TeamTotals } from '../../services/esports-stages/standings';

// Stages, their groups, teams and schedule (issue 22). Stages are public (their tables are);
// who may change one is checked in services/esports-stages/access.ts from the event's organiser.

export type StageRow = typeof eventStages.$inferSelect;
export type StageGroupRow = typeof stageGroups.$inferSelect;
export type StageMatchRow = typeof stageMatches.$inferSelect;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Adds a stage numbered after the event's last one. */
export async function insertStage(
  db: DbOrTx,
  values: Omit<typeof eventStages.$inferInsert, 'stageNo'>,
): Promise<StageRow> {
  const rows = await db
    .insert(eventStages)
    .values({
      ...values,
      stageNo: sql`(SELECT coalesce(max(stage_no), 0) + 1 FROM event_stages WHERE event_id = ${values.eventId})`,
    })
    .returning();
  return rows[0]!;
}

export async function findStage(db: DbOrTx, stageId: string): Promise<StageRow | null> {
  const rows = await db.select().from(eventStages).where(eq(eventStages.id, stageId)).limit(1);
  return rows[0] ?? null;
}

export async function listStages(db: DbOrTx, eventId: string): Promise<StageRow[]> {
  return db
    .select()
    .from(eventStages)
    .where(eq(eventStages.eventId, eventId))
    .orderBy(asc(eventStages.stageNo));
}

export async function findStageByNo(db: DbOrTx, eventId: string, stageNo: number) {
  const rows = await db
    .select()
    .from(eventStages)
    .where(and(eq(eventStages.eventId, eventId), eq(eventStages.stageNo, stageNo)))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateStage(
  db: DbOrTx,
  stageId: string,
  patch: Partial<typeof eventStages.$inferInsert>,
): Promise<void> {
  // Any change of a stage may change its tables (status, who advances, the draw).
  await db
    .update(eventStages)
    .set({ ...patch, tablesVersion: sql`${eventStages.tablesVersion} + 1` })
    .where(eq(eventStages.id, stageId));
}

/** Teams, groups and matches of each stage of an event. */
export async function stageCounts(db: DbOrTx, stageIds: string[]) {
  if (!stageIds.length)
    return new Map<string, { teams: number; groups: number; matches: number }>();
  const rows = rowsOf<{ id: string; teams: number; groups: number; matches: number }>(
    await db.execute(sql`
      SELECT s.id,
        (SELECT count(*)::int FROM stage_teams t WHERE t.stage_id = s.id) AS teams,
        (SELECT count(*)::int FROM stage_groups g WHERE g.stage_id = s.id) AS groups,
        (SELECT count(*)::int FROM stage_matches m WHERE m.stage_id = s.id) AS matches
      FROM event_stages s WHERE s.id IN (${sql.join(
        stageIds.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  return new Map(rows.map((row) => [row.id, row]));
}

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

/** A PostgreSQL array literal of texts (quoted), sent as one parameter and cast in SQL. */
export function pgArray(values: readonly (string | number)[]): string {
  const quote = (v: string | number) =>
    `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return `{${values.map(quote).join(',')}}`;
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

export interface NewStageMatch {
  matchNo: number;
  groupIds: string[];
  map: string;
  startTime: Date;
}

/** Replaces the schedule (one statement whatever its length). */
export async function replaceSchedule(db: DbOrTx, stageId: string, matches: NewStageMatch[]) {
  await db.delete(stageMatches).where(eq(stageMatches.stageId, stageId));
  if (!matches.length) return;
  // eslint-disable-next-line home/wire-mapping-home -- a query parameter, not an answer
  const starts = matches.map((m) => m.startTime.toISOString());
  await db.execute(sql`
    INSERT INTO stage_matches (stage_id, match_no, group_ids, map, start_time)
    SELECT ${stageId}, x.match_no, x.group_ids::uuid[], x.map, x.start_time
    FROM unnest(
      ${pgArray(matches.map((m) => m.matchNo))}::int[],
      ${pgArray(matches.map((m) => `{${m.groupIds.join(',')}}`))}::text[],
      ${pgArray(matches.map((m) => m.map))}::text[],
      ${pgArray(starts)}::timestamptz[]
    ) AS x(match_no, group_ids, map, start_time)`);
}

export async function matchesOf(db: DbOrTx, stageId: string): Promise<StageMatchRow[]> {
  return db
    .select()
    .from(stageMatches)
    .where(eq(stageMatches.stageId, stageId))
    .orderBy(asc(stageMatches.matchNo));
}

export async function findStageMatch(db: DbOrTx, matchId: string): Promise<StageMatchRow | null> {
  const rows = await db.select().from(stageMatches).where(eq(stageMatches.id, matchId)).limit(1);
  return rows[0] ?? null;
}

export async function updateStageMatch(
  db: DbOrTx,
  matchId: string,
  patch: Partial<typeof stageMatches.$inferInsert>,
): Promise<void> {
  await db.update(stageMatches).set(patch).where(eq(stageMatches.id, matchId));
}

/**
 * Every team of the stage with its sums (one aggregate in the database, so a stage of 4,096
 * squads and thousands of results is one short query).
 */
export async function stageTotals(
  db: DbOrTx,
  stageId: string,
  onlyTeams?: string[],
): Promise<TeamTotals[]> {
  const teamFilter = onlyTeams
    ? sql`AND team_id = ANY(${`{${onlyTeams.join(',')}}`}::uuid[])`
    : sql``;
  const rows = rowsOf<{
    team_id: string;
    team_name: string;
    group_id: string;
    group_name: string;
    group_no: number;
    played: number | null;
    dinners: number | null;
    placement_points: number | null;
    kills: number | null;
    total: number | null;
    last_placement: number | null;
  }>(
    await db.execute(sql`
      SELECT st.team_id, t.team_name, g.id AS group_id, g.name AS group_name, g.group_no,
        r.played, r.dinners, r.placement_points, r.kills, r.total, r.last_placement
      FROM stage_teams st
      JOIN teams t ON t.id = st.team_id
      JOIN stage_groups g ON g.id = st.group_id
      LEFT JOIN (
        SELECT team_id, count(*)::int AS played,
          (count(*) FILTER (WHERE placement = 1))::int AS dinners,
          sum(placement_points)::int AS placement_points, sum(kills)::int AS kills,
          sum(points)::int AS total,
          (array_agg(placement ORDER BY match_no DESC))[1] AS last_placement
        FROM stage_results WHERE stage_id = ${stageId} ${teamFilter} GROUP BY team_id
      ) r ON r.team_id = st.team_id
      WHERE st.stage_id = ${stageId} ${onlyTeams ? sql`AND st.team_id = ANY(${`{${onlyTeams.join(',')}}`}::uuid[])` : sql``}`),
  );
  return rows.map((row) => ({
    teamId: row.team_id,
    teamName: row.team_name,
    groupId: row.group_id,
    groupName: row.group_name,
    groupNo: row.group_no,
    matchesPlayed: row.played ?? 0,
    dinners: row.dinners ?? 0,
    placementPoints: row.placement_points ?? 0,
    kills: row.kills ?? 0,
    total: row.total ?? 0,
    lastPlacement: row.last_placement ?? null,
  }));
}

/** Marks the stage's tables changed (in the caller's transaction); answers the new version. */
export async function bumpTablesVersion(db: DbOrTx, stageId: string): Promise<number> {
  const rows = await db
    .update(eventStages)
    .set({ tablesVersion: sql`${eventStages.tablesVersion} + 1` })
    .where(eq(eventStages.id, stageId))
    .returning({ version: eventStages.tablesVersion });
  return rows[0]?.version ?? 0;
}

/** The teams of the given groups of a stage (a lobby). */
export async function lobbyTeamIds(db: DbOrTx, stageId: string, groupIds: string[]) {
  const rows = (await db.execute(sql`
    SELECT team_id FROM stage_teams
    WHERE stage_id = ${stageId} AND group_id = ANY(${pgArray(groupIds)}::uuid[])`)) as unknown as {
    rows: { team_id: string }[];
  };
  return rows.rows.map((row) => row.team_id);
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
