import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { registrationDayState } from '../../db/schema';

/**
 * Ids of an event's slot holders (status registered) that also meet `condition`, at most `limit`:
 * the one query of who holds a slot, for room notices here and stage swaps (esports-stages).
 */
export async function slotHolderIds(
  db: DbOrTx,
  eventId: string,
  condition?: SQL,
  limit?: number,
): Promise<string[]> {
  const query = db
    .select({ id: registrationDayState.id })
    .from(registrationDayState)
    .where(
      and(
        eq(registrationDayState.eventId, eventId),
        eq(registrationDayState.status, 'registered'),
        condition,
      ),
    );
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) => row.id);
}

/** Ids of an event's slot holders that checked in (room details go to their rosters). */
export async function registrationsCheckedIn(db: DbOrTx, eventId: string): Promise<string[]> {
  return slotHolderIds(db, eventId, isNotNull(registrationDayState.checkedInAt));
}

/** Ids of an event's slot holders (check-in open notices go to their rosters). */
export async function registrationsInSlots(db: DbOrTx, eventId: string): Promise<string[]> {
  return slotHolderIds(db, eventId);
}
