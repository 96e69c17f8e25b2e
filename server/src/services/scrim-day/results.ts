import { FLAG_WINDOW_MINUTES, SCRIM_DAY_MESSAGES, type ResultLine } from '@bgmi/shared/server';
import type { Database } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { pointsSystemOf, type DayEvent } from '../../repositories/scrim-day/scrim-event-repository';
import type { MatchRow } from '../../repositories/scrim-day/match-repository';
import { eventTeams, rosterOf } from '../../repositories/scrim-day/scrim-registration-repository';
import {
  findResult,
  insertFlag,
  replaceMatchResults,
  updateResult,
  type ResultRow,
} from '../../repositories/scrim-day/result-repository';
import { findTeamById } from '../../repositories/scrim-day/scrim-team-repository';
import { resultPoints } from './points';
import { broadcastPointsTable } from './points-table';
import { refreshTeamRecords } from './team-records';
import { dayLinks, notifyUsers, type DayDeps } from './notifier';

/**
 * Posts a match's results (DESIGN 7): every line must be a team in a slot of the event; the
 * team records are refreshed, the table is pushed to its watchers and the players are told.
 */
export async function postMatchResults(
  deps: DayDeps,
  day: DayEvent,
  match: MatchRow,
  lines: ResultLine[],
  userId: string,
) {
  const teams = (await eventTeams(deps.database.db, day.event.id)).filter(
    (row) => row.reg.status === 'registered',
  );
  const byTeam = new Map(teams.map((row) => [row.reg.teamId, row]));
  for (const [index, line] of lines.entries()) {
    const team = byTeam.get(line.team_id);
    if (!team)
      throw badRequest(
        `results.${index}.team_id is not a team in this event`,
        `results.${index}.team_id`,
      );
    const roster = new Set(team.players.map((player) => player.id));
    const stranger = line.player_kills?.find((entry) => !roster.has(entry.user_id));
    if (stranger)
      throw badRequest(
        `results.${index}.player_kills names a player not in the team`,
        `results.${index}.player_kills`,
      );
  }
  const system = pointsSystemOf(day.settings);
  const now = new Date();
  await deps.database.transaction(async (tx) => {
    await replaceMatchResults(
      tx,
      match,
      lines.map((line) => ({
        teamId: line.team_id,
        placement: line.placement,
        kills: line.kills,
        points: resultPoints(system, line.placement, line.kills),
        playerKills: line.player_kills?.map((entry) => ({
          userId: entry.user_id,
          kills: entry.kills,
        })),
      })),
      userId,
      now,
    );
    await refreshTeamRecords(
      tx,
      lines.map((line) => line.team_id),
      now,
    );
  });
  await broadcastPointsTable(deps, day.event.id);
  const players = teams
    .filter((row) => lines.some((line) => line.team_id === row.reg.teamId))
    .flatMap((row) => row.players.map((p) => p.id));
  await notifyUsers(deps, players, {
    kind: 'results_posted',
    title: `Results of match ${match.matchNo} are out`,
    body: `${day.event.title}: see the points table.`,
    link: dayLinks.pointsTable(day.event.id),
  });
}

export async function editMatchResult(
  deps: DayDeps,
  day: DayEvent,
  result: ResultRow,
  placement: number,
  kills: number,
) {
  const points = resultPoints(pointsSystemOf(day.settings), placement, kills);
  await deps.database.transaction(async (tx) => {
    await updateResult(tx, result.id, { placement, kills, points, updatedAt: new Date() });
    await refreshTeamRecords(tx, [result.teamId]);
  });
  await broadcastPointsTable(deps, day.event.id);
}

/** A captain (the team's leader, rostered in the event) flags a line within 15 minutes. */
export async function flagResult(
  database: Database,
  resultId: string,
  userId: string,
  reason: string,
  now = new Date(),
) {
  const result = await findResult(database.db, resultId);
  if (!result) throw notFound('Result not found', 'result_id');
  const team = await findTeamById(database.db, result.teamId);
  const event = await eventTeams(database.db, result.eventId);
  const inEvent = event.find((row) => row.reg.teamId === result.teamId);
  const roster = inEvent ? await rosterOf(database.db, [inEvent.reg.id]) : [];
  if (!team || team.leaderId !== userId || !roster.includes(userId)) {
    throw forbidden('Only the captain of this team can flag its result');
  }
  if (now.getTime() - result.postedAt.getTime() > FLAG_WINDOW_MINUTES * 60_000) {
    throw conflict(SCRIM_DAY_MESSAGES.flagWindowOver, 'result_id');
  }
  return insertFlag(database.db, { resultId, eventId: result.eventId, flaggedBy: userId, reason });
}
