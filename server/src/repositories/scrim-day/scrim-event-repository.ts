import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { SQUAD_SIZE } from '@bgmi/shared/server';
import { PRESET_PLACEMENT_POINTS, type PointsSystem } from '@bgmi/shared/server';
import { alias } from 'drizzle-orm/pg-core';
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

export async function dayCounts(db: DbOrTx, eventIds: string[]): Promise<Map<string, DayCounts>> {
  const result = new Map<string, DayCounts>();
  for (const id of eventIds)
    result.set(id, { waitlisted: 0, checkedIn: 0, matches: 0, openFlags: 0, stages: 0 });
  if (!eventIds.length) return result;
  const [waits, checks, matches, flags, stages] = await readsTogether(db, [
    () =>
      db
        .select({ id: registrationDayState.eventId, n: count() })
        .from(registrationDayState)
        .where(
          and(
            inArray(registrationDayState.eventId, eventIds),
            eq(registrationDayState.status, 'waitlisted'),
          ),
        )
        .groupBy(registrationDayState.eventId),
    () =>
      db
        .select({ id: registrationDayState.eventId, n: count() })
        .from(registrationDayState)
        .where(
          and(
            inArray(registrationDayState.eventId, eventIds),
            isNotNull(registrationDayState.checkedInAt),
          ),
        )
        .groupBy(registrationDayState.eventId),
    () =>
      db
        .select({ id: eventMatches.eventId, n: count() })
        .from(eventMatches)
        .where(inArray(eventMatches.eventId, eventIds))
        .groupBy(eventMatches.eventId),
    () =>
      db
        .select({ id: resultFlags.eventId, n: count() })
        .from(resultFlags)
        .where(and(inArray(resultFlags.eventId, eventIds), eq(resultFlags.status, 'open')))
        .groupBy(resultFlags.eventId),
    () =>
      db
        .select({ id: eventStages.eventId, n: count() })
        .from(eventStages)
        .where(inArray(eventStages.eventId, eventIds))
        .groupBy(eventStages.eventId),
  ]);
  for (const row of waits) result.get(row.id)!.waitlisted = Number(row.n);
  for (const row of checks) result.get(row.id)!.checkedIn = Number(row.n);
  for (const row of matches) result.get(row.id)!.matches = Number(row.n);
  for (const row of flags) result.get(row.id)!.openFlags = Number(row.n);
  for (const row of stages) result.get(row.id)!.stages = Number(row.n);
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
