import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { eventDaySettings, eventMatches, roomViews } from '../../db/schema';

export type MatchRow = typeof eventMatches.$inferSelect;
export type NewMatch = typeof eventMatches.$inferInsert;

export async function listMatches(db: DbOrTx, eventId: string): Promise<MatchRow[]> {
  return db
    .select()
    .from(eventMatches)
    .where(eq(eventMatches.eventId, eventId))
    .orderBy(asc(eventMatches.matchNo));
}

export async function findMatch(db: DbOrTx, matchId: string): Promise<MatchRow | null> {
  const rows = await db.select().from(eventMatches).where(eq(eventMatches.id, matchId)).limit(1);
  return rows[0] ?? null;
}

/** Adds a match numbered after the event's last one. */
export async function insertMatch(
  db: DbOrTx,
  values: Omit<NewMatch, 'matchNo'>,
): Promise<MatchRow> {
  const rows = await db
    .insert(eventMatches)
    .values({
      ...values,
      matchNo: sql`(SELECT coalesce(max(match_no), 0) + 1 FROM event_matches WHERE event_id = ${values.eventId})`,
    })
    .returning();
  return rows[0]!;
}

export async function updateMatch(
  db: DbOrTx,
  matchId: string,
  patch: Partial<NewMatch>,
): Promise<MatchRow | null> {
  const rows = await db
    .update(eventMatches)
    .set(patch)
    .where(eq(eventMatches.id, matchId))
    .returning();
  return rows[0] ?? null;
}

export async function logRoomView(db: DbOrTx, matchId: string, userId: string): Promise<void> {
  await db.insert(roomViews).values({ matchId, userId });
}

/** Matches whose room is set and whose release time has come but whose players were not told. */
export async function matchesToRelease(db: DbOrTx, now: Date) {
  return db
    .select({ match: eventMatches, releaseMinutes: eventDaySettings.roomReleaseMinutes })
    .from(eventMatches)
    .innerJoin(eventDaySettings, eq(eventDaySettings.id, eventMatches.eventId))
    .where(
      and(
        isNotNull(eventMatches.roomId),
        isNull(eventMatches.roomNotifiedAt),
        lte(
          eventMatches.startTime,
          // eslint-disable-next-line home/wire-mapping-home -- a query parameter, not an answer
          sql`${now.toISOString()}::timestamptz + make_interval(mins => ${eventDaySettings.roomReleaseMinutes})`,
        ),
      ),
    );
}

/** The release time of a match's room: the clock's, or earlier when the organiser released it. */
export function roomReleaseAt(
  match: Pick<MatchRow, 'startTime'> & Partial<Pick<MatchRow, 'roomReleasedAt'>>,
  releaseMinutes: number,
): Date {
  const byClock = new Date(match.startTime.getTime() - releaseMinutes * 60_000);
  const byHand = match.roomReleasedAt;
  return byHand && byHand < byClock ? byHand : byClock;
}
