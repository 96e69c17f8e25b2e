import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { pgArray } from '../../db/pg-array';
import { stageMatches } from '../../db/schema';

// A stage's schedule: its matches (issue 22).

export type StageMatchRow = typeof stageMatches.$inferSelect;

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
