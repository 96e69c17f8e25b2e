import { and, asc, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { EsportsEvent, EventType } from '@bgmi/shared/server';
import type { DbOrTx, Tx } from '../../db/database';
import { toEsportsEvent } from '../../wire/esports-events';
import {
  esportsEvents,
  eventRegistrationPlayers,
  eventRegistrations,
  teams,
  users,
  type EventKind,
} from '../../db/schema';
import { readsTogether } from '../../db/reads-together';

export type EventRow = typeof esportsEvents.$inferSelect;
export type NewEvent = typeof esportsEvents.$inferInsert;

/** DESIGN section 4: upcoming before the start, live until the end, past after. */
function stateFilter(type: EventType, now: Date): SQL {
  if (type === 'upcoming') return gt(esportsEvents.sessionStartTime, now);
  if (type === 'live') {
    return and(lte(esportsEvents.sessionStartTime, now), gt(esportsEvents.sessionEndTime, now))!;
  }
  return lte(esportsEvents.sessionEndTime, now);
}

export function eventState(
  row: Pick<EventRow, 'sessionStartTime' | 'sessionEndTime'>,
  now = new Date(),
): EventType {
  if (row.sessionStartTime > now) return 'upcoming';
  return row.sessionEndTime > now ? 'live' : 'past';
}

/** The events of one kind in one state: soonest first, past ones most recent first. */
export async function listEvents(
  db: DbOrTx,
  kind: EventKind,
  type: EventType,
  now = new Date(),
): Promise<EsportsEvent[]> {
  const rows = await db
    .select()
    .from(esportsEvents)
    .where(and(eq(esportsEvents.kind, kind), stateFilter(type, now)))
    .orderBy(
      type === 'past' ? desc(esportsEvents.sessionStartTime) : asc(esportsEvents.sessionStartTime),
      asc(esportsEvents.title),
    );
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [players, teamRows] = await readsTogether(db, [
    () =>
      db
        .select({ eventId: eventRegistrationPlayers.eventId, bgmiUserId: users.bgmiUserId })
        .from(eventRegistrationPlayers)
        .innerJoin(users, eq(users.id, eventRegistrationPlayers.userId))
        .where(inArray(eventRegistrationPlayers.eventId, ids)),
    () =>
      db
        .select({ eventId: eventRegistrations.eventId, teamName: teams.teamName })
        .from(eventRegistrations)
        .innerJoin(teams, eq(teams.id, eventRegistrations.teamId))
        .where(inArray(eventRegistrations.eventId, ids))
        .orderBy(asc(eventRegistrations.createdAt)),
  ]);
  return rows.map((row) =>
    toEsportsEvent(
      row,
      players.filter((p) => p.eventId === row.id).map((p) => p.bgmiUserId),
      teamRows.filter((t) => t.eventId === row.id).map((t) => t.teamName),
    ),
  );
}

/**
 * The event row inside a registration transaction. On PostgreSQL the row is locked (FOR UPDATE)
 * so two leaders racing for the last slot queue here; PGlite runs transactions one at a time.
 */
export async function findEventForUpdate(tx: Tx, id: string): Promise<EventRow | null> {
  const rows = await tx
    .select()
    .from(esportsEvents)
    .where(eq(esportsEvents.id, id))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

export async function isTeamRegistered(
  db: DbOrTx,
  eventId: string,
  teamId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.teamId, teamId)))
    .limit(1);
  return rows.length > 0;
}

/** The ids among userIds already in the event through any team. */
export async function playersInEvent(
  db: DbOrTx,
  eventId: string,
  userIds: string[],
): Promise<string[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({ userId: eventRegistrationPlayers.userId })
    .from(eventRegistrationPlayers)
    .where(
      and(
        eq(eventRegistrationPlayers.eventId, eventId),
        inArray(eventRegistrationPlayers.userId, userIds),
      ),
    );
  return rows.map((row) => row.userId);
}

/**
 * Adds `count` players to the event's counter only if they fit: one conditional UPDATE, so even
 * without the row lock an event can never pass max_players. Returns false when it is full.
 */
export async function takeSlots(tx: Tx, eventId: string, count: number): Promise<boolean> {
  const rows = await tx
    .update(esportsEvents)
    .set({ totalPlayersRegistered: sql`${esportsEvents.totalPlayersRegistered} + ${count}` })
    .where(
      and(
        eq(esportsEvents.id, eventId),
        sql`${esportsEvents.totalPlayersRegistered} + ${count} <= ${esportsEvents.maxPlayers}`,
      ),
    )
    .returning({ id: esportsEvents.id });
  return rows.length > 0;
}

/** Gives `count` players back to the event's counter (never below 0). */
export async function releaseSlots(tx: Tx, eventId: string, count: number): Promise<void> {
  await tx
    .update(esportsEvents)
    .set({
      totalPlayersRegistered: sql`greatest(${esportsEvents.totalPlayersRegistered} - ${count}, 0)`,
    })
    .where(eq(esportsEvents.id, eventId));
}

export async function insertRegistration(
  tx: Tx,
  values: { eventId: string; teamId: string; registeredBy: string; userIds: string[] },
): Promise<string> {
  const [registration] = await tx
    .insert(eventRegistrations)
    .values({ eventId: values.eventId, teamId: values.teamId, registeredBy: values.registeredBy })
    .returning({ id: eventRegistrations.id });
  await tx.insert(eventRegistrationPlayers).values(
    values.userIds.map((userId) => ({
      registrationId: registration!.id,
      eventId: values.eventId,
      userId,
    })),
  );
  return registration!.id;
}

export async function insertEvent(db: DbOrTx, values: NewEvent): Promise<EventRow> {
  const rows = await db.insert(esportsEvents).values(values).returning();
  return rows[0]!;
}

export async function updateEvent(
  db: DbOrTx,
  id: string,
  patch: Partial<NewEvent>,
): Promise<EventRow | null> {
  const rows = await db
    .update(esportsEvents)
    .set(patch)
    .where(eq(esportsEvents.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function listAllEvents(db: DbOrTx, kind?: EventKind): Promise<EventRow[]> {
  return db
    .select()
    .from(esportsEvents)
    .where(kind ? eq(esportsEvents.kind, kind) : undefined)
    .orderBy(asc(esportsEvents.sessionStartTime));
}
