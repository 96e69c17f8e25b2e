import { EVENT_MESSAGES, SQUAD_SIZE, type RegisterTournamentBody } from '@bgmi/shared/server';
import type { Database } from '../db/database';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  isUniqueViolation,
  notFound,
} from '../lib/http-error';
import { findTeamByName, membersByGameIds } from '../repositories/players/player-repository';
import {
  eventState,
  findEventForUpdate,
  insertRegistration,
  isTeamRegistered,
  playersInEvent,
  takeSlots,
} from '../repositories/esports-events/tournament-repository';
import {
  isTeamBanned,
  waitlistRegistration,
} from '../repositories/scrim-day/scrim-registration-repository';
import { refuseOrganizerBan } from './scrim-day/team-discipline';

export const REGISTRATION_ERRORS = {
  eventNotFound: 'Tournament not found',
  closed: 'Registration is closed for this event',
  teamNotFound: 'Team not found',
  notLeader: 'Only the team leader can register the team',
  notMember: (ids: string[]) => `Not members of this team: ${ids.join(', ')}`,
  teamRegistered: 'Your team is already registered for this event',
  full: 'This event is full',
  banned: 'This team is banned from this event',
} as const;

/** How a registration ended: in a slot, or on the waitlist at a 1-based position (DESIGN 7). */
export interface RegistrationOutcome {
  waitlistPosition: number | null;
}

/** A refusal that lists the players already in the event (spec: alreadyRegisteredPlayers). */
export class AlreadyRegisteredError extends HttpError {
  readonly players: string[];
  constructor(players: string[]) {
    super(409, `${EVENT_MESSAGES.alreadyRegisteredPrefix}${players.join(', ')}`, 'selectedPlayers');
    this.players = players;
  }
}

/**
 * DESIGN section 4, checked in ONE transaction: the event exists, is upcoming, open and has room;
 * the caller leads the team; the 4 players are members of it; the team is not in yet; none of
 * the players is in the event through any team. The event row is locked first (FOR UPDATE on
 * PostgreSQL) so two leaders racing for the last slot are served one after the other, and the
 * counter moves only by a conditional UPDATE, so max_players is never exceeded.
 */
export async function registerTeam(
  database: Database,
  callerId: string,
  body: RegisterTournamentBody,
  now = new Date(),
): Promise<RegistrationOutcome> {
  try {
    return await database.transaction(async (tx) => {
      const event = await findEventForUpdate(tx, body.tournament_id);
      if (!event) throw notFound(REGISTRATION_ERRORS.eventNotFound, 'tournament_id');
      if (event.registrationStatus !== 1 || eventState(event, now) !== 'upcoming') {
        throw badRequest(REGISTRATION_ERRORS.closed, 'tournament_id');
      }
      const team = await findTeamByName(tx, body.team_name);
      if (!team) throw notFound(REGISTRATION_ERRORS.teamNotFound, 'team_name');
      if (team.leaderId !== callerId) throw forbidden(REGISTRATION_ERRORS.notLeader);

      const members = await membersByGameIds(tx, team.id, body.selectedPlayers);
      const found = new Set(members.map((member) => member.bgmiUserId.toLowerCase()));
      const strangers = body.selectedPlayers.filter((id) => !found.has(id.trim().toLowerCase()));
      if (strangers.length)
        throw badRequest(REGISTRATION_ERRORS.notMember(strangers), 'selectedPlayers');

      if (await isTeamBanned(tx, event.id, team.id)) throw forbidden(REGISTRATION_ERRORS.banned);
      await refuseOrganizerBan(tx, event.id, team.id, now);
      if (await isTeamRegistered(tx, event.id, team.id)) {
        throw conflict(REGISTRATION_ERRORS.teamRegistered, 'team_name');
      }
      const userIds = members.map((member) => member.userId);
      const inEvent = new Set(await playersInEvent(tx, event.id, userIds));
      if (inEvent.size) {
        throw new AlreadyRegisteredError(
          members.filter((member) => inEvent.has(member.userId)).map((member) => member.bgmiUserId),
        );
      }
      // Beyond the slots the team joins the waitlist in order instead of being refused.
      const inSlot = await takeSlots(tx, event.id, SQUAD_SIZE);
      const registrationId = await insertRegistration(tx, {
        eventId: event.id,
        teamId: team.id,
        registeredBy: callerId,
        userIds,
      });
      if (inSlot) return { waitlistPosition: null };
      return { waitlistPosition: await waitlistRegistration(tx, registrationId, event.id) };
    });
  } catch (error) {
    // Without the lock (or on a concurrent player in another team) a unique index decides: 409.
    if (isUniqueViolation(error, 'event_registrations_team_key')) {
      throw conflict(REGISTRATION_ERRORS.teamRegistered, 'team_name');
    }
    if (isUniqueViolation(error))
      throw conflict('Some players are already registered', 'selectedPlayers');
    throw error;
  }
}
