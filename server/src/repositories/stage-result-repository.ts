import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { stageMatches, stageResults } from '../db/schema';

// Results of stage matches (issue 22): one line per team and match, points as posted.

export type NewStageResult = Omit<
  typeof stageResults.$inferInsert,
  'matchId' | 'stageId' | 'matchNo'
>;

/** Replaces every line of a match and marks it posted (in the caller's transaction). */
export async function replaceStageResults(
  db: DbOrTx,
  match: { id: string; stageId: string; matchNo: number },
  lines: NewStageResult[],
  now: Date,
): Promise<string[]> {
  const removed = await db
    .delete(stageResults)
    .where(eq(stageResults.matchId, match.id))
    .returning({ teamId: stageResults.teamId });
  await db.insert(stageResults).values(
    lines.map((line) => ({
      ...line,
      matchId: match.id,
      stageId: match.stageId,
      matchNo: match.matchNo,
      postedAt: now,
    })),
  );
  await db.update(stageMatches).set({ resultsPostedAt: now }).where(eq(stageMatches.id, match.id));
  return removed.map((row) => row.teamId);
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
