import { paiseToRupees, type EsportsEvent, type ServiceCard } from '@bgmi/shared/server';
import type { esportsEvents, esportsServices } from '../db/schema';

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

/** A /services card (public). */
export function toServiceCard(row: typeof esportsServices.$inferSelect): ServiceCard {
  return {
    _id: row.id,
    icon: row.icon,
    title: row.title,
    description: row.description,
    benefits: row.benefits,
    price: paiseToRupees(row.pricePaise),
    button: row.buttonLabel,
  };
}

/** An event as the admin CLI lists it. */
export const toCliEventSummary = (row: EventRow, state: string) => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  state,
  registration: row.registrationStatus === 1 ? 'open' : 'closed',
  players: `${row.totalPlayersRegistered}/${row.maxPlayers}`,
  start: row.sessionStartTime.toISOString(),
});
