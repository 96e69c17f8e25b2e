import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { registrationDayState } from '../../db/schema';

/** Ids of an event's slot holders that checked in (room details go to their rosters). */
export async function registrationsCheckedIn(db: DbOrTx, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ id: registrationDayState.id })
    .from(registrationDayState)
    .where(
      and(
        eq(registrationDayState.eventId, eventId),
        eq(registrationDayState.status, 'registered'),
        isNotNull(registrationDayState.checkedInAt),
      ),
    );
  return rows.map((row) => row.id);
}

/** Ids of an event's slot holders (check-in open notices go to their rosters). */
export async function registrationsInSlots(db: DbOrTx, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ id: registrationDayState.id })
    .from(registrationDayState)
    .where(
      and(eq(registrationDayState.eventId, eventId), eq(registrationDayState.status, 'registered')),
    );
  return rows.map((row) => row.id);
}
