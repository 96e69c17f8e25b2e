import { SCRIM_DAY_MESSAGES } from '@bgmi/shared/server';
import type { DbOrTx } from '../../db/database';
import { forbidden, notFound } from '../../lib/http-error';
import type { AuthUser } from '../../repositories/user/user-repository';
import {
  findDayEvent,
  isOrganizer,
  type DayEvent,
} from '../../repositories/scrim-day/scrim-event-repository';

/** Organisers and admins may use the console (DESIGN 7: admins are organisers too). */
export async function requireOrganizer(db: DbOrTx, user: AuthUser): Promise<void> {
  if (user.isAdmin) return;
  if (!(await isOrganizer(db, user.id))) throw forbidden(SCRIM_DAY_MESSAGES.organizerOnly);
}

/** The event, if the caller may change it: its creator, or any admin (403 otherwise). */
export async function requireOwnEvent(
  db: DbOrTx,
  user: AuthUser,
  eventId: string,
): Promise<DayEvent> {
  await requireOrganizer(db, user);
  const day = await findDayEvent(db, eventId);
  if (!day) throw notFound('Event not found', 'event_id');
  if (!user.isAdmin && day.settings.organizerId !== user.id) {
    throw forbidden(SCRIM_DAY_MESSAGES.notYourEvent);
  }
  return day;
}
