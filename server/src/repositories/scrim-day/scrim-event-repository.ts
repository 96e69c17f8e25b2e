import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { SQUAD_SIZE } from '@bgmi/shared/server';
import { PRESET_PLACEMENT_POINTS, type PointsSystem } from '@bgmi/shared/server';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database';
import {
  esportsEvents,
  eventDaySettings,
  eventStages,
  eventMatches,
  registrationDayState,
  resultFlags,
  userOrganizerFlags,
} from '../../db/schema';
import type { EventRow } from '../esports-events/tournament-repository';
import { readsTogether } from '../../db/reads-together';

// The settings view is the same table as esports_events: joined under its own alias.
const settingsOf = alias(eventDaySettings, 'day_settings');

export type DaySettingsRow = typeof eventDaySettings.$inferSelect;
export type DaySettingsPatch = Partial<Omit<DaySettingsRow, 'id'>>;

/** The event row and its day settings, read together. */
export interface DayEvent {
  event: EventRow;
  settings: DaySettingsRow;
}

export async function findDayEvent(db: DbOrTx, eventId: string): Promise<DayEvent | null> {
  const rows = await db
    .select({ event: esportsEvents, settings: settingsOf })
    .from(esportsEvents)
    .innerJoin(settingsOf, eq(settingsOf.id, esportsEvents.id))
    .where(eq(esportsEvents.id, eventId))
    .limit(1);
  return rows[0] ?? null;
}

/** Events an organiser created; admins (ownerId null) see every event. Newest start first. */
export async function listOrganizerEvents(db: DbOrTx, ownerId: string | null): Promise<DayEvent[]> {
  return db
    .select({ event: esportsEvents, settings: settingsOf })
    .from(esportsEvents)
    .innerJoin(settingsOf, eq(settingsOf.id, esportsEvents.id))
    .where(ownerId ? eq(settingsOf.organizerId, ownerId) : undefined)
    .orderBy(desc(esportsEvents.sessionStartTime));
}

export async function updateDaySettings(
  db: DbOrTx,
  eventId: string,
  patch: DaySettingsPatch,
): Promise<void> {
  if (!Object.keys(patch).length) return;
  await db.update(eventDaySettings).set(patch).where(eq(eventDaySettings.id, eventId));
}

export async function isOrganizer(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ flag: userOrganizerFlags.isOrganizer })
    .from(userOrganizerFlags)
    .where(eq(userOrganizerFlags.id, userId))
    .limit(1);
  return rows[0]?.flag ?? false;
}

export async function setOrganizer(db: DbOrTx, userId: string, flag: boolean): Promise<void> {
  await db
    .update(userOrganizerFlags)
    .set({ isOrganizer: flag })
    .where(eq(userOrganizerFlags.id, userId));
}

/** The points system of an event as the contract shows it. */
export function pointsSystemOf(settings: DaySettingsRow): PointsSystem {
  const placement =
    settings.pointsPreset === 'custom'
      ? (settings.pointsPlacement ?? [])
      : PRESET_PLACEMENT_POINTS[settings.pointsPreset];
  return {
    preset: settings.pointsPreset,
    placement_points: placement,
    kill_points: settings.killPoints,
  };
}

/** Per event: waitlisted teams, checked-in teams, matches, open flags (for cards and console). */
export interface DayCounts {
  waitlisted: number;
  checkedIn: number;
  matches: number;
  openFlags: number;
  /** Stages of the event (issue 22). */
  stages: number;
}

/**
 * A read of the rows per event of `eventIds` in `table` (by its uuid event column, read as the
 * string both drivers give) where `also` holds.
 */
function rowsPerEvent(
  db: DbOrTx,
  table: PgTable,
  eventId: PgColumn,
  eventIds: string[],
  also?: SQL,
) {
  return () =>
    db
      .select({ id: sql<string>`${eventId}`, n: count() })
      .from(table)
      .where(and(inArray(eventId, eventIds), also))
      .groupBy(eventId);
}

export async function dayCounts(db: DbOrTx, eventIds: string[]): Promise<Map<string, DayCounts>> {
  const result = new Map<string, DayCounts>();
  for (const id of eventIds)
    result.set(id, { waitlisted: 0, checkedIn: 0, matches: 0, openFlags: 0, stages: 0 });
  if (!eventIds.length) return result;
  const state = registrationDayState;
  const counted: Array<[keyof DayCounts, ReturnType<typeof rowsPerEvent>]> = [
    [
      'waitlisted',
      rowsPerEvent(db, state, state.eventId, eventIds, eq(state.status, 'waitlisted')),
    ],
    ['checkedIn', rowsPerEvent(db, state, state.eventId, eventIds, isNotNull(state.checkedInAt))],
    ['matches', rowsPerEvent(db, eventMatches, eventMatches.eventId, eventIds)],
    [
      'openFlags',
      rowsPerEvent(db, resultFlags, resultFlags.eventId, eventIds, eq(resultFlags.status, 'open')),
    ],
    ['stages', rowsPerEvent(db, eventStages, eventStages.eventId, eventIds)],
  ];
  const answers = await readsTogether(
    db,
    counted.map(([, read]) => read),
  );
  counted.forEach(([field], index) => {
    for (const row of answers[index]!) result.get(row.id)![field] = Number(row.n);
  });
  return result;
}

/** Slots are squads: max_players / 4. */
export const slotsOf = (event: Pick<EventRow, 'maxPlayers'>) =>
  Math.floor(event.maxPlayers / SQUAD_SIZE);
export const slotsTaken = (event: Pick<EventRow, 'totalPlayersRegistered'>) =>
  Math.floor(event.totalPlayersRegistered / SQUAD_SIZE);

/** Events whose check-in window state may need the background job (start within a day). */
export async function eventsNearStart(db: DbOrTx, now: Date): Promise<DayEvent[]> {
  return db
    .select({ event: esportsEvents, settings: settingsOf })
    .from(esportsEvents)
    .innerJoin(settingsOf, eq(settingsOf.id, esportsEvents.id))
    .where(
      and(
        sql`${esportsEvents.sessionStartTime} > ${new Date(now.getTime() - 86_400_000)}`,
        sql`${esportsEvents.sessionStartTime} < ${new Date(now.getTime() + 86_400_000)}`,
      ),
    )
    .orderBy(asc(esportsEvents.sessionStartTime));
}
