import { SCRIM_DAY_SOCKET_EVENTS, type PointsTable } from '@bgmi/shared/server';
import type { DbOrTx } from '../../db/database';
import { readsTogether } from '../../db/reads-together';
import { notFound } from '../../lib/http-error';
import { findDayEvent, pointsSystemOf } from '../../repositories/scrim-day/scrim-event-repository';
import { listMatches } from '../../repositories/scrim-day/match-repository';
import { eventResults } from '../../repositories/scrim-day/result-repository';
import { disqualifiedTeams } from '../../repositories/scrim-day/scrim-slips-repository';
import { matchStandings, overallStandings, type MatchInput } from './points';
import { eventRoom, type DayDeps } from './notifier';
import { tableUpdatedAt } from '../../wire/scrim-day';

/** The points table of an event, per match and overall, from its posted results. */
export async function buildPointsTable(db: DbOrTx, eventId: string): Promise<PointsTable> {
  const day = await findDayEvent(db, eventId);
  if (!day) throw notFound('Event not found', 'event_id');
  const [matches, allResults, disqualified] = await readsTogether(db, [
    () => listMatches(db, eventId),
    () => eventResults(db, eventId),
    () => disqualifiedTeams(db, eventId),
  ]);
  // A disqualified team's lines leave the tables (its record keeps them).
  const results = allResults.filter((row) => !disqualified.has(row.result.teamId));
  const system = pointsSystemOf(day.settings);
  const inputs: MatchInput[] = matches.map((match) => ({
    matchId: match.id,
    matchNo: match.matchNo,
    map: match.map,
    results: results
      .filter((row) => row.result.matchId === match.id)
      .map((row) => ({
        resultId: row.result.id,
        teamId: row.result.teamId,
        teamName: row.teamName,
        placement: row.result.placement,
        kills: row.result.kills,
        postedAt: row.result.postedAt,
        flagged: Boolean(row.flagged),
      })),
  }));
  const updated = results.reduce(
    (latest, row) => Math.max(latest, row.result.updatedAt.getTime()),
    0,
  );
  return {
    event_id: eventId,
    title: day.event.title,
    points_system: system,
    match_count: inputs.filter((match) => match.results.length).length,
    overall: overallStandings(system, inputs),
    matches: inputs.map((match) => ({
      match_id: match.matchId,
      match_no: match.matchNo,
      map: match.map,
      standings: matchStandings(system, match),
    })),
    ...tableUpdatedAt(updated),
  };
}

/** Pushes the new table to everyone watching the event (`points_table`). */
export async function broadcastPointsTable(
  deps: Pick<DayDeps, 'database' | 'emitToRoom'>,
  eventId: string,
) {
  const table = await buildPointsTable(deps.database.db, eventId);
  deps.emitToRoom(eventRoom(eventId), SCRIM_DAY_SOCKET_EVENTS.pointsTable, table);
}
