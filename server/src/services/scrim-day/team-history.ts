import type { TeamRecord, TeamRecordEvent } from '@bgmi/shared/server';
import type { DbOrTx } from '../../db/database';
import { notFound } from '../../lib/http-error';
import {
  activeBansOfTeam,
  teamEventTotals,
} from '../../repositories/scrim-day/scrim-slips-repository';
import { findTeamById } from '../../repositories/scrim-day/scrim-slips-team';
import { teamBanToWire, toTeamRecordEvent } from '../../wire/scrim-day';

/**
 * A team's record (DESIGN 7): every event it entered, played, missed or was disqualified from,
 * with matches played, wins (1st places) and kills per event and in total; no-shows count the
 * events where it was registered and did not check in.
 */
export async function teamRecord(
  db: DbOrTx,
  teamId: string,
  now = new Date(),
): Promise<TeamRecord> {
  const team = await findTeamById(db, teamId);
  if (!team) throw notFound('Team not found', 'team_id');
  const { entered, exits, results } = await teamEventTotals(db, teamId);
  const events = new Map<string, TeamRecordEvent>();
  const base = toTeamRecordEvent;
  for (const row of entered) events.set(row.eventId, base(row));
  for (const row of exits) {
    const event = events.get(row.eventId) ?? base(row);
    // A team back in the event after missing check-in (re-registered) counts as entered.
    if (row.kind === 'disqualified' || !events.has(row.eventId)) {
      event.outcome = row.kind === 'disqualified' ? 'disqualified' : 'no_show';
    }
    events.set(row.eventId, event);
  }
  for (const row of results) {
    const event = events.get(row.eventId) ?? base(row);
    if (event.outcome !== 'disqualified') event.outcome = 'played';
    event.matches_played = Number(row.played);
    event.wins = Number(row.wins);
    event.kills = Number(row.kills);
    events.set(row.eventId, event);
  }
  const list = [...events.values()].sort((a, b) =>
    b.sessionStartTime.localeCompare(a.sessionStartTime),
  );
  const sum = (key: 'matches_played' | 'wins' | 'kills') =>
    list.reduce((total, event) => total + event[key], 0);
  return {
    team_id: team.id,
    team_name: team.teamName,
    events: list,
    matches_played: sum('matches_played'),
    wins: sum('wins'),
    kills: sum('kills'),
    no_shows: exits.filter((row) => row.kind === 'missed_check_in').length,
    bans: (await activeBansOfTeam(db, teamId, now)).map(teamBanToWire),
  };
}
