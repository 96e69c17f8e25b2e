import { SCRIM_DAY_MESSAGES, type MyEventState } from '@bgmi/shared/server';
import type { Database } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { findEventForUpdate } from '../../repositories/esports-events/tournament-repository';
import { findDayEvent } from '../../repositories/scrim-day/scrim-event-repository';
import {
  findPlayerRegistration,
  markCheckedIn,
  type DayRegistration,
} from '../../repositories/scrim-day/scrim-registration-repository';
import { checkInWindow } from './event-view';

export function toMyState(
  reg: DayRegistration & { teamName: string; leaderId: string },
  userId: string,
  position: number | null,
): MyEventState {
  return {
    event_id: reg.eventId,
    team_id: reg.teamId,
    team_name: reg.teamName,
    state:
      reg.status === 'waitlisted' ? 'waitlisted' : reg.checkedInAt ? 'checked_in' : 'registered',
    waitlist_position: reg.status === 'waitlisted' ? position : null,
    is_leader: reg.leaderId === userId,
  };
}

/**
 * Checks the caller's team in (DESIGN 7): inside the window, by the leader (or any rostered player
 * when the event allows). A team promoted after the close may still check in until the start.
 */
export async function checkIn(
  database: Database,
  eventId: string,
  userId: string,
  now = new Date(),
) {
  return database.transaction(async (tx) => {
    if (!(await findEventForUpdate(tx, eventId))) throw notFound('Event not found', 'event_id');
    const day = (await findDayEvent(tx, eventId))!;
    const reg = await findPlayerRegistration(tx, eventId, userId);
    if (!reg) throw forbidden(SCRIM_DAY_MESSAGES.notRegistered);
    if (reg.leaderId !== userId && !day.settings.rosterCheckIn) {
      throw forbidden('Only the team leader can check in for this event');
    }
    if (reg.status === 'waitlisted') throw conflict('Your team is on the waitlist', 'event_id');
    const { opensAt, closesAt } = checkInWindow(day);
    const lateOpen =
      reg.promotedAt !== null &&
      day.settings.checkInClosedAt !== null &&
      now < day.event.sessionStartTime;
    if (!reg.checkedInAt && !lateOpen && (now < opensAt || now >= closesAt)) {
      throw badRequest(SCRIM_DAY_MESSAGES.checkInClosed, 'event_id');
    }
    if (!reg.checkedInAt) await markCheckedIn(tx, reg.id, userId, now);
    return toMyState({ ...reg, checkedInAt: reg.checkedInAt ?? now }, userId, null);
  });
}
