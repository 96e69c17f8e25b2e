import { SCRIM_DAY_MESSAGES, SCRIM_DAY_SOCKET_EVENTS } from '@bgmi/shared/server';
import type { Database } from '../../db/database';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { findDayEvent } from '../../repositories/scrim-day/scrim-event-repository';
import {
  findMatch,
  logRoomView,
  roomReleaseAt,
  type MatchRow,
} from '../../repositories/scrim-day/match-repository';
import {
  findPlayerRegistration,
  rosterOf,
} from '../../repositories/scrim-day/scrim-registration-repository';
import { registrationsCheckedIn } from '../../repositories/scrim-day/scrim-room-repository';
import type { DayDeps } from './notifier';
import { toRoomDetails } from '../../wire/scrim-day';

/**
 * The room of a match for one player (DESIGN 7): only rostered players of checked-in teams (403
 * for anyone else, before any timing is revealed), only from the release time (409), each view
 * logged.
 */
export async function roomDetailsFor(
  database: Database,
  matchId: string,
  userId: string,
  now = new Date(),
) {
  const match = await findMatch(database.db, matchId);
  if (!match) throw notFound('Match not found', 'match_id');
  const reg = await findPlayerRegistration(database.db, match.eventId, userId);
  if (!reg || reg.status !== 'registered' || !reg.checkedInAt) {
    throw forbidden(SCRIM_DAY_MESSAGES.roomNotAllowed);
  }
  const day = (await findDayEvent(database.db, match.eventId))!;
  if (
    now < roomReleaseAt(match, day.settings.roomReleaseMinutes) ||
    !match.roomId ||
    !match.roomPassword
  ) {
    throw conflict(SCRIM_DAY_MESSAGES.roomNotReleased, 'match_id');
  }
  await logRoomView(database.db, match.id, userId);
  return toRoomDetails(match);
}

/** The players a released room goes to: rostered players of the event's checked-in teams. */
export async function releasedPlayers(database: Database, eventId: string): Promise<string[]> {
  return rosterOf(database.db, await registrationsCheckedIn(database.db, eventId));
}

/** Pushes `room_details` to the released players when the room is out (release time passed). */
export async function pushRoomIfReleased(deps: DayDeps, match: MatchRow, now = new Date()) {
  const day = await findDayEvent(deps.database.db, match.eventId);
  if (!day || !match.roomId || !match.roomPassword) return;
  if (now < roomReleaseAt(match, day.settings.roomReleaseMinutes)) return;
  for (const userId of await releasedPlayers(deps.database, match.eventId)) {
    deps.emitToUser(userId, SCRIM_DAY_SOCKET_EVENTS.roomDetails, toRoomDetails(match));
  }
}
