import type { CheckInState, EventDayFields, OrganizerEvent } from '@bgmi/shared/server';
import { MAX_SLOTS } from '@bgmi/shared/server';
import type { DbOrTx } from '../../db/database';
import {
  dayCounts,
  findDayEvent,
  pointsSystemOf,
  slotsOf,
  slotsTaken,
  type DayCounts,
  type DayEvent,
} from '../../repositories/scrim-day/scrim-event-repository';
import { toEsportsEvent } from '../../wire/esports-events';
import { checkInWindowToWire } from '../../wire/scrim-day';
import { readsTogether } from '../../db/reads-together';

// Builds the contract's views of an event's day from its rows (cards, event page, console).

const MINUTE = 60_000;

export function checkInWindow(day: DayEvent) {
  const start = day.event.sessionStartTime.getTime();
  return {
    opensAt: new Date(start - day.settings.checkInOpensMinutes * MINUTE),
    closesAt: new Date(start - day.settings.checkInClosesMinutes * MINUTE),
  };
}

export function checkInState(day: DayEvent, now: Date): CheckInState {
  const { opensAt, closesAt } = checkInWindow(day);
  if (now < opensAt) return 'not_open';
  return now < closesAt ? 'open' : 'closed';
}

export function dayFields(day: DayEvent, counts: DayCounts, now: Date): EventDayFields {
  const { opensAt, closesAt } = checkInWindow(day);
  const slots = slotsOf(day.event);
  return {
    slots,
    slots_left: Math.max(0, slots - slotsTaken(day.event)),
    waitlist_length: counts.waitlisted,
    ...checkInWindowToWire(opensAt, closesAt),
    check_in_state: checkInState(day, now),
    room_release_minutes: day.settings.roomReleaseMinutes,
    roster_check_in: day.settings.rosterCheckIn,
    points_system: pointsSystemOf(day.settings),
    organizer_id: day.settings.organizerId,
  };
}

/** The console's rows for a list of events. */
export async function organizerEvents(
  db: DbOrTx,
  days: DayEvent[],
  now = new Date(),
): Promise<OrganizerEvent[]> {
  const counts = await dayCounts(
    db,
    days.map((day) => day.event.id),
  );
  return days.map((day) => {
    const count = counts.get(day.event.id)!;
    return {
      ...toEsportsEvent(day.event),
      ...dayFields(day, count, now),
      kind: day.event.kind,
      check_in_opens_minutes: day.settings.checkInOpensMinutes,
      check_in_closes_minutes: day.settings.checkInClosesMinutes,
      checked_in_count: count.checkedIn,
      match_count: count.matches,
      open_flags: count.openFlags,
      staged: count.stages > 0 || slotsOf(day.event) > MAX_SLOTS,
    };
  });
}

/** Adds the day's public numbers (slots left, waitlist, check-in) to the card lists. */
export async function withDayFields<E extends { _id: string }>(
  db: DbOrTx,
  events: E[],
  now = new Date(),
) {
  const days = await readsTogether(
    db,
    events.map((event) => () => findDayEvent(db, event._id)),
  );
  const counts = await dayCounts(
    db,
    events.map((event) => event._id),
  );
  return events.map((event, index) => {
    const day = days[index];
    return day ? { ...event, ...dayFields(day, counts.get(event._id)!, now) } : event;
  });
}
