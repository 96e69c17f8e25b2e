import { zonedTime } from '@bgmi/shared/server';
import type { DayEvent } from '../../repositories/scrim-day/scrim-event-repository';
import {
  eventsNearStart,
  updateDaySettings,
} from '../../repositories/scrim-day/scrim-event-repository';
import {
  matchesToRelease,
  updateMatch,
  type MatchRow,
} from '../../repositories/scrim-day/match-repository';
import { rosterOf } from '../../repositories/scrim-day/scrim-registration-repository';
import { registrationsInSlots } from '../../repositories/scrim-day/scrim-room-repository';
import { checkInWindow } from './event-view';
import { dayLinks, notifyUsers, type DayDeps } from './notifier';
import { pushOrganizerEvent } from './organizer-live';
import { pushRoomIfReleased, releasedPlayers } from './room-details';
import { announceMissedCheckIns, announcePromotions, closeCheckInIfDue } from './waitlist';

/** Tells the slot holders' players that check-in is open (times in India's zone, DESIGN 7). */
export async function announceCheckInOpen(deps: DayDeps, day: DayEvent, now: Date) {
  await updateDaySettings(deps.database.db, day.event.id, { checkInOpenNotifiedAt: now });
  const { closesAt } = checkInWindow(day);
  const players = await rosterOf(
    deps.database.db,
    await registrationsInSlots(deps.database.db, day.event.id),
  );
  await notifyUsers(deps, players, {
    kind: 'check_in_open',
    title: 'Check-in is open',
    body: `Check in for ${day.event.title} before ${zonedTime(closesAt)}.`,
    link: dayLinks.event(day.event.id),
  });
}

/** Closes check-in of an event now that its time has come; tells the teams it moved. */
export async function closeCheckIn(deps: DayDeps, eventId: string, now: Date) {
  const { promotions, missed } = await deps.database.transaction((tx) =>
    closeCheckInIfDue(tx, eventId, now),
  );
  await announcePromotions(deps, promotions);
  await announceMissedCheckIns(deps, missed);
  return { promotions, missed };
}

/** Tells the checked-in players that the room is out, and pushes it to their pages. */
export async function announceRoom(deps: DayDeps, match: MatchRow, now: Date) {
  await notifyUsers(deps, await releasedPlayers(deps.database, match.eventId), {
    kind: 'room_released',
    title: `Room for match ${match.matchNo} is out`,
    body: `Open the event to see the room ID and password for ${match.map}.`,
    link: dayLinks.event(match.eventId),
  });
  await pushRoomIfReleased(deps, match, now);
}

/**
 * One pass of the day's background work (DESIGN 7), run by the background job every few seconds
 * and called directly by tests with their own clock: tell teams check-in is open, close check-in
 * (missed teams lose their slot to the waitlist and are told), release rooms to checked-in players.
 */
export async function runScrimDayTick(deps: DayDeps, now = new Date()): Promise<void> {
  for (const day of await eventsNearStart(deps.database.db, now)) {
    const { opensAt, closesAt } = checkInWindow(day);
    if (!day.settings.checkInOpenNotifiedAt && now >= opensAt && now < closesAt) {
      await announceCheckInOpen(deps, day, now);
      await pushOrganizerEvent(deps, day.event.id, now);
    }
    if (!day.settings.checkInClosedAt && now >= closesAt) {
      await closeCheckIn(deps, day.event.id, now);
      await pushOrganizerEvent(deps, day.event.id, now);
    }
  }
  for (const { match } of await matchesToRelease(deps.database.db, now)) {
    await updateMatch(deps.database.db, match.id, { roomNotifiedAt: now });
    await announceRoom(deps, match, now);
  }
}
