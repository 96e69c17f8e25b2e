import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { pgArray } from '../../db/pg-array';
import { rowsOf } from '../../db/result-rows';
import { eventStages } from '../../db/schema';
import type { TeamTotals } from '../../services/esports-stages/standings';

// Stages (issue 22); their groups and teams are in stage-group-repository.ts, their schedule in
// stage-match-repository.ts. Stages are public (their tables are); who may change one is checked
// in services/esports-stages/access.ts from the event's organiser.

export type StageRow = typeof eventStages.$inferSelect;

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

/**
 * Every team of the stage with its sums (one aggregate in the database, so a stage of 4,096
 * squads and thousands of results is one short query).
 */
export async function stageTotals(
  db: DbOrTx,
  stageId: string,
  onlyTeams?: string[],
): Promise<TeamTotals[]> {
  const teamFilter = onlyTeams ? sql`AND team_id = ANY(${pgArray(onlyTeams)}::uuid[])` : sql``;
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
      WHERE st.stage_id = ${stageId} ${onlyTeams ? sql`AND st.team_id = ANY(${pgArray(onlyTeams)}::uuid[])` : sql``}`),
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
