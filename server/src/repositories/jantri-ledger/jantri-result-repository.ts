import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { jantriResults } from '../../db/schema';

// Declared results of one operator per game and day; filtered by userId.

export async function resultsOfDay(
  db: DbOrTx,
  userId: string,
  day: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ gameId: jantriResults.gameId, result: jantriResults.result })
    .from(jantriResults)
    .where(and(eq(jantriResults.userId, userId), eq(jantriResults.resultDate, day)));
  return new Map(rows.map((row) => [row.gameId, row.result]));
}

/** One statement: a second declaration for the same game and day replaces the first. */
export async function upsertResult(
  db: DbOrTx,
  userId: string,
  gameId: string,
  day: string,
  result: string,
) {
  await db
    .insert(jantriResults)
    .values({ userId, gameId, resultDate: day, result })
    .onConflictDoUpdate({
      target: [jantriResults.userId, jantriResults.gameId, jantriResults.resultDate],
      set: { result, updatedAt: sql`now()` },
    });
}

export async function clearResultsOfDay(db: DbOrTx, userId: string, day: string): Promise<number> {
  const rows = await db
    .delete(jantriResults)
    .where(and(eq(jantriResults.userId, userId), eq(jantriResults.resultDate, day)))
    .returning({ id: jantriResults.id });
  return rows.length;
}
