import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { pgArray } from '../../db/pg-array';
import { rowsOf } from '../../db/result-rows';
import { stageMatches, stageResults } from '../../db/schema';

// Results of stage matches (issue 22): one line per team and match, points as posted.

export type NewStageResult = Omit<
  typeof stageResults.$inferInsert,
  'matchId' | 'stageId' | 'matchNo'
>;

/**
 * Posts a match's lines in ONE statement (atomic without a transaction of its own: issue 22's
 * post under 100 ms is mostly round trips): the lines are upserted, lines of teams no longer
 * listed deleted, the match marked posted and the stage's tables_version bumped. Answers the
 * teams whose lines were deleted and the new version.
 */
export async function postMatchLines(
  db: DbOrTx,
  match: { id: string; stageId: string; matchNo: number },
  lines: NewStageResult[],
  now: Date,
): Promise<{ removed: string[]; version: number }> {
  // eslint-disable-next-line home/wire-mapping-home -- a query parameter, not an answer
  const at = now.toISOString();
  const result = await db.execute(sql`
    WITH removed AS (
      DELETE FROM stage_results
      WHERE match_id = ${match.id} AND NOT (team_id = ANY(${pgArray(lines.map((l) => l.teamId))}::uuid[]))
      RETURNING team_id),
    lines AS (
      INSERT INTO stage_results (match_id, stage_id, team_id, match_no, placement, kills,
                                 placement_points, points, posted_by, posted_at)
      SELECT ${match.id}, ${match.stageId}, x.team_id, ${match.matchNo}, x.placement, x.kills,
             x.placement_points, x.points, ${lines[0]?.postedBy ?? null}::uuid, ${at}::timestamptz
      FROM unnest(${pgArray(lines.map((l) => l.teamId))}::uuid[], ${pgArray(lines.map((l) => l.placement))}::int[],
                  ${pgArray(lines.map((l) => l.kills))}::int[], ${pgArray(lines.map((l) => l.placementPoints))}::int[],
                  ${pgArray(lines.map((l) => l.points))}::int[])
           AS x(team_id, placement, kills, placement_points, points)
      ON CONFLICT (match_id, team_id) DO UPDATE SET placement = excluded.placement,
        kills = excluded.kills, placement_points = excluded.placement_points,
        points = excluded.points, posted_by = excluded.posted_by, posted_at = excluded.posted_at
      RETURNING 1),
    posted AS (
      UPDATE stage_matches SET results_posted_at = ${at}::timestamptz
      WHERE id = ${match.id} RETURNING 1),
    version AS (
      UPDATE event_stages SET tables_version = tables_version + 1
      WHERE id = ${match.stageId} RETURNING tables_version)
    SELECT (SELECT coalesce(array_agg(team_id::text), '{}') FROM removed) AS removed,
           (SELECT tables_version FROM version) AS version,
           (SELECT count(*) FROM lines) AS written, (SELECT count(*) FROM posted) AS marked`);
  const row = rowsOf<{ removed: string[] | string; version: number }>(result)[0]!;
  const removed = Array.isArray(row.removed)
    ? row.removed
    : row.removed
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);
  return { removed, version: Number(row.version) };
}

export async function hasStageResults(db: DbOrTx, stageId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(stageResults)
    .where(eq(stageResults.stageId, stageId))
    .limit(1);
  return rows.length > 0;
}

export async function matchResultLines(db: DbOrTx, matchId: string) {
  return db
    .select()
    .from(stageResults)
    .where(and(eq(stageResults.matchId, matchId)));
}

/** When the stage's results last changed (the tables' `updated_at`). */
export async function lastPostedAt(db: DbOrTx, stageId: string): Promise<Date | null> {
  const rows = await db
    .select({ at: sql<string | null>`max(posted_at)::text` })
    .from(stageResults)
    .where(eq(stageResults.stageId, stageId));
  return rows[0]?.at ? new Date(rows[0].at) : null;
}

export async function postedMatchCount(db: DbOrTx, stageId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stageMatches)
    .where(
      and(eq(stageMatches.stageId, stageId), sql`${stageMatches.resultsPostedAt} IS NOT NULL`),
    );
  return Number(rows[0]?.n ?? 0);
}
