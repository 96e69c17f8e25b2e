import { SCRIM_DAY_SOCKET_EVENTS } from '@bgmi/shared/server';
import { findDayEvent } from '../../repositories/scrim-day/scrim-event-repository';
import { organizerEvents } from './event-view';
import type { DayDeps } from './notifier';

/**
 * Pushes the console's row of an event (`organizer_event`) to its organiser, so the summary line
 * (slots, waitlist, checked in, check-in state) changes while the console is open. Call after the
 * change has committed.
 */
export async function pushOrganizerEvent(
  deps: Pick<DayDeps, 'database' | 'emitToUser'>,
  eventId: string,
  now = new Date(),
): Promise<void> {
  const day = await findDayEvent(deps.database.db, eventId);
  const organizerId = day?.settings.organizerId;
  if (!day || !organizerId) return;
  const [row] = await organizerEvents(deps.database.db, [day], now);
  if (row) deps.emitToUser(organizerId, SCRIM_DAY_SOCKET_EVENTS.organizerEvent, row);
}
