import { paiseToRupees, type EsportsEvent } from '@bgmi/shared/server';
import type { esportsEvents } from '../db/schema';

type EventRow = typeof esportsEvents.$inferSelect;

/** An event row as every esports list and details call sends it (spec field names, rupees). */
export function toEsportsEvent(
  row: EventRow,
  players: string[] = [],
  teamNames: string[] = [],
): EsportsEvent {
  const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
  return {
    _id: row.id,
    title: row.title,
    session_id: row.sessionId,
    map: row.map,
    match_type: row.matchType,
    total_players_registered: row.totalPlayersRegistered,
    max_players: row.maxPlayers,
    total_winning_amount: rupees(row.totalWinningPaise),
    winning_per_player: rupees(row.winningPerPlayerPaise),
    registration_status: row.registrationStatus,
    sessionStartTime: row.sessionStartTime.toISOString(),
    sessionEndTime: row.sessionEndTime.toISOString(),
    registered_users: players,
    registered_teams: teamNames,
    description: row.description ?? '',
  };
}
