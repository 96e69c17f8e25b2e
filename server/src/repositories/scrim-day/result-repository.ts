import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import {
  esportsEvents,
  eventMatches,
  matchResults,
  resultFlags,
  resultPlayerKills,
  teams,
  users,
} from '../../db/schema';

export type ResultRow = typeof matchResults.$inferSelect;
export type FlagRow = typeof resultFlags.$inferSelect;

/** Every posted result of an event with team names and open-flag marks. */
export async function eventResults(db: DbOrTx, eventId: string) {
  return db
    .select({
      result: matchResults,
      teamName: teams.teamName,
      flagged: sql<boolean>`exists (SELECT 1 FROM result_flags f WHERE f.result_id = ${matchResults.id} AND f.status = 'open')`,
    })
    .from(matchResults)
    .innerJoin(teams, eq(teams.id, matchResults.teamId))
    .where(eq(matchResults.eventId, eventId));
}

/** Replaces a match's results (a repost keeps result ids of the teams still listed). */
export async function replaceMatchResults(
  tx: Tx,
  match: { id: string; eventId: string },
  lines: {
    teamId: string;
    placement: number;
    kills: number;
    points: number;
    playerKills?: { userId: string; kills: number }[];
  }[],
  postedBy: string,
  now: Date,
): Promise<void> {
  const teamIds = lines.map((line) => line.teamId);
  await tx
    .delete(matchResults)
    .where(and(eq(matchResults.matchId, match.id), notInArray(matchResults.teamId, teamIds)));
  for (const line of lines) {
    const [row] = await tx
      .insert(matchResults)
      .values({
        matchId: match.id,
        eventId: match.eventId,
        teamId: line.teamId,
        placement: line.placement,
        kills: line.kills,
        points: line.points,
        postedBy,
        postedAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [matchResults.matchId, matchResults.teamId],
        set: { placement: line.placement, kills: line.kills, points: line.points, updatedAt: now },
      })
      .returning({ id: matchResults.id });
    await tx.delete(resultPlayerKills).where(eq(resultPlayerKills.resultId, row!.id));
    if (line.playerKills?.length) {
      await tx
        .insert(resultPlayerKills)
        .values(
          line.playerKills.map((p) => ({ resultId: row!.id, userId: p.userId, kills: p.kills })),
        );
    }
  }
  await tx.update(eventMatches).set({ resultsPostedAt: now }).where(eq(eventMatches.id, match.id));
}

export async function findResult(db: DbOrTx, resultId: string): Promise<ResultRow | null> {
  const rows = await db.select().from(matchResults).where(eq(matchResults.id, resultId)).limit(1);
  return rows[0] ?? null;
}

export async function updateResult(db: DbOrTx, resultId: string, patch: Partial<ResultRow>) {
  await db.update(matchResults).set(patch).where(eq(matchResults.id, resultId));
}

/** Per team: matches played, wins, points over every posted result (team record fields). */
export async function teamTotals(db: DbOrTx, teamIds: string[]) {
  if (!teamIds.length) return [];
  return db
    .select({
      teamId: matchResults.teamId,
      played: sql<number>`count(*)::int`,
      wins: sql<number>`(count(*) filter (where ${matchResults.placement} = 1))::int`,
    })
    .from(matchResults)
    .where(inArray(matchResults.teamId, teamIds))
    .groupBy(matchResults.teamId);
}

/** The events where the team has a result: id, end time and prize pool. */
export async function eventsWithResultsOf(db: DbOrTx, teamId: string) {
  return db
    .selectDistinct({
      id: esportsEvents.id,
      end: esportsEvents.sessionEndTime,
      prize: esportsEvents.totalWinningPaise,
    })
    .from(matchResults)
    .innerJoin(esportsEvents, eq(esportsEvents.id, matchResults.eventId))
    .where(eq(matchResults.teamId, teamId));
}

/** Sets one team's record fields (matches played, wins, earnings). */
export async function setTeamRecord(
  db: DbOrTx,
  teamId: string,
  record: { totalMatchesPlayed: number; totalWins: number; totalEarningsPaise: number },
): Promise<void> {
  await db.update(teams).set(record).where(eq(teams.id, teamId));
}

/** Ranks every team with results by total points (1 = best); teams without results get 0. */
export async function rerankTeams(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    UPDATE teams t SET team_rank = r.rank FROM (
      SELECT team_id, rank() OVER (ORDER BY sum(points) DESC)::int AS rank
      FROM match_results GROUP BY team_id
    ) r WHERE t.id = r.team_id AND t.team_rank <> r.rank`);
}

export async function insertFlag(
  db: DbOrTx,
  values: typeof resultFlags.$inferInsert,
): Promise<string> {
  const rows = await db.insert(resultFlags).values(values).returning({ id: resultFlags.id });
  return rows[0]!.id;
}

export async function findFlag(db: DbOrTx, flagId: string): Promise<FlagRow | null> {
  const rows = await db.select().from(resultFlags).where(eq(resultFlags.id, flagId)).limit(1);
  return rows[0] ?? null;
}

export async function resolveFlagRow(db: DbOrTx, flagId: string, patch: Partial<FlagRow>) {
  await db.update(resultFlags).set(patch).where(eq(resultFlags.id, flagId));
}

/** The flags of an event, open first, with match number, team and flagger. */
export async function eventFlags(db: DbOrTx, eventId: string) {
  return db
    .select({
      flag: resultFlags,
      matchNo: eventMatches.matchNo,
      teamName: teams.teamName,
      flaggedBy: users.bgmiUserId,
    })
    .from(resultFlags)
    .innerJoin(matchResults, eq(matchResults.id, resultFlags.resultId))
    .innerJoin(eventMatches, eq(eventMatches.id, matchResults.matchId))
    .innerJoin(teams, eq(teams.id, matchResults.teamId))
    .innerJoin(users, eq(users.id, resultFlags.flaggedBy))
    .where(eq(resultFlags.eventId, eventId))
    .orderBy(
      sql`${resultFlags.status} <> 'open'`,
      desc(resultFlags.createdAt),
      asc(resultFlags.id),
    );
}
