import { eventsNearStart, updateDaySettings } from '../../repositories/scrim-event-repository';
import { matchesToRelease, updateMatch } from '../../repositories/match-repository';
import { rosterOf } from '../../repositories/scrim-registration-repository';
import { registrationsInSlots } from '../../repositories/scrim-room-repository';
import { checkInWindow } from './event-view';
import { dayLinks, notifyUsers, type DayDeps } from './notifier';
import { pushRoomIfReleased, releasedPlayers } from './room-details';
import { announcePromotions, closeCheckInIfDue } from './waitlist';

/**
 * One pass of the day's background work (DESIGN 7), run by the background job every few seconds
 * and called directly by tests with their own clock: tell teams check-in is open, close check-in
 * (missed teams lose their slot to the waitlist), release rooms to checked-in players.
 */
export async function runScrimDayTick(deps: DayDeps, now = new Date()): Promise<void> {
  for (const day of await eventsNearStart(deps.database.db, now)) {
    const { opensAt, closesAt } = checkInWindow(day);
    if (!day.settings.checkInOpenNotifiedAt && now >= opensAt && now < closesAt) {
      await updateDaySettings(deps.database.db, day.event.id, { checkInOpenNotifiedAt: now });
      const players = await rosterOf(
        deps.database.db,
        await registrationsInSlots(deps.database.db, day.event.id),
      );
      await notifyUsers(deps, players, {
        kind: 'check_in_open',
        title: 'Check-in is open',
        body: `Check in for ${day.event.title} before ${closesAt.toISOString().slice(11, 16)} UTC.`,
        link: dayLinks.event(day.event.id),
      });
    }
    if (!day.settings.checkInClosedAt && now >= closesAt) {
      const promotions = await deps.database.transaction((tx) =>
        closeCheckInIfDue(tx, day.event.id, now),
      );
      await announcePromotions(deps, promotions);
    }
  }
  for (const { match } of await matchesToRelease(deps.database.db, now)) {
    await updateMatch(deps.database.db, match.id, { roomNotifiedAt: now });
    await notifyUsers(deps, await releasedPlayers(deps.database, match.eventId), {
      kind: 'room_released',
      title: `Room for match ${match.matchNo} is out`,
      body: `Open the event to see the room ID and password for ${match.map}.`,
      link: dayLinks.event(match.eventId),
    });
    await pushRoomIfReleased(deps, match, now);
  }
}
