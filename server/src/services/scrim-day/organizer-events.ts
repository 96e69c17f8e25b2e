import { SQUAD_SIZE } from '@bgmi/shared/server';
import { MAX_SLOTS, SLIP_MESSAGES, SLOTS_NEED_STAGES } from '@bgmi/shared/server';
import type { z } from 'zod';
import type { organizerCreateEventEndpoint, organizerEditEventEndpoint } from '@bgmi/shared/server';
import type { Database } from '../../db/database';
import { rupeesToPaise } from '@bgmi/shared/server';
import { badRequest, notFound } from '../../lib/http-error';
import {
  findEventForUpdate,
  insertEvent,
  updateEvent,
  type NewEvent,
} from '../../repositories/esports-events/tournament-repository';
import { promoteWaitlisted } from './waitlist';
import {
  dayCounts,
  findDayEvent,
  updateDaySettings,
  type DaySettingsPatch,
} from '../../repositories/scrim-day/scrim-event-repository';

type CreateBody = z.output<(typeof organizerCreateEventEndpoint)['body']>;
type EditBody = z.output<(typeof organizerEditEventEndpoint)['body']>;

const paise = (rupees: number | null | undefined) =>
  rupees === undefined ? undefined : rupees === null ? null : rupeesToPaise(rupees);

function eventColumns(body: Partial<CreateBody>): Partial<NewEvent> {
  const columns: Partial<NewEvent> = {
    kind: body.kind,
    title: body.title,
    map: body.map,
    matchType: body.match_type,
    maxPlayers: body.slots === undefined ? undefined : body.slots * SQUAD_SIZE,
    sessionStartTime: body.sessionStartTime ? new Date(body.sessionStartTime) : undefined,
    sessionEndTime: body.sessionEndTime ? new Date(body.sessionEndTime) : undefined,
    description: body.description,
    totalWinningPaise: paise(body.total_winning_amount),
    winningPerPlayerPaise: paise(body.winning_per_player),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

function settingsColumns(body: Partial<CreateBody>): DaySettingsPatch {
  const columns: DaySettingsPatch = {
    checkInOpensMinutes: body.check_in_opens_minutes,
    checkInClosesMinutes: body.check_in_closes_minutes,
    roomReleaseMinutes: body.room_release_minutes,
    rosterCheckIn: body.roster_check_in,
    pointsPreset: body.points_system?.preset,
    pointsPlacement: body.points_system
      ? body.points_system.preset === 'custom'
        ? (body.points_system.placement_points ?? null)
        : null
      : undefined,
    killPoints: body.points_system?.kill_points,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** A start picked in the console's current minute is not "past"; anything earlier is. */
const PAST_GRACE_MS = 60_000;

/** A new start time must not lie in the past (issue 22: a past date was accepted). */
function checkStartNotPast(start: Date, now = Date.now()) {
  if (start.getTime() < now - PAST_GRACE_MS) {
    throw badRequest(SLIP_MESSAGES.startInPast, 'sessionStartTime');
  }
}

function checkTimes(start: Date, end: Date, opens: number, closes: number) {
  if (end <= start)
    throw badRequest('sessionEndTime must be after sessionStartTime', 'sessionEndTime');
  if (closes > opens) {
    throw badRequest(
      'check_in_closes_minutes must not be more than check_in_opens_minutes',
      'check_in_closes_minutes',
    );
  }
}

/** Creates an event owned by the caller with its day settings. */
export async function createOrganizerEvent(database: Database, ownerId: string, body: CreateBody) {
  checkStartNotPast(new Date(body.sessionStartTime));
  checkTimes(
    new Date(body.sessionStartTime),
    new Date(body.sessionEndTime),
    body.check_in_opens_minutes,
    body.check_in_closes_minutes,
  );
  return database.transaction(async (tx) => {
    const row = await insertEvent(tx, {
      ...(eventColumns(body) as NewEvent),
      sessionId: `D${Date.now().toString(36).toUpperCase()}`,
      registrationStatus: 1,
    });
    await updateDaySettings(tx, row.id, { ...settingsColumns(body), organizerId: ownerId });
    return (await findDayEvent(tx, row.id))!;
  });
}

/** Edits an event (the caller's ownership is checked by the route); slots never drop below teams in. */
export async function editOrganizerEvent(database: Database, body: EditBody) {
  return database.transaction(async (tx) => {
    const event = await findEventForUpdate(tx, body.event_id);
    const day = event ? await findDayEvent(tx, body.event_id) : null;
    if (!event || !day) throw notFound('Event not found', 'event_id');
    const columns = eventColumns(body);
    // Only a moved start is checked: an event already under way keeps its start on other edits.
    if (
      columns.sessionStartTime &&
      columns.sessionStartTime.getTime() !== event.sessionStartTime.getTime()
    ) {
      checkStartNotPast(columns.sessionStartTime);
    }
    // More than one lobby of squads only for an event played in stages (issue 22).
    if (
      columns.maxPlayers !== undefined &&
      columns.maxPlayers > MAX_SLOTS * SQUAD_SIZE &&
      !body.staged &&
      event.maxPlayers <= MAX_SLOTS * SQUAD_SIZE &&
      !(await dayCounts(tx, [event.id])).get(event.id)!.stages
    ) {
      throw badRequest(SLOTS_NEED_STAGES, 'slots');
    }
    if (columns.maxPlayers !== undefined && columns.maxPlayers < event.totalPlayersRegistered) {
      throw badRequest('slots cannot be fewer than the teams already in a slot', 'slots');
    }
    checkTimes(
      columns.sessionStartTime ?? event.sessionStartTime,
      columns.sessionEndTime ?? event.sessionEndTime,
      body.check_in_opens_minutes ?? day.settings.checkInOpensMinutes,
      body.check_in_closes_minutes ?? day.settings.checkInClosesMinutes,
    );
    if (Object.keys(columns).length) await updateEvent(tx, event.id, columns);
    await updateDaySettings(tx, event.id, settingsColumns(body));
    // More slots: the waitlist moves up at once.
    const promotions = await promoteWaitlisted(tx, event.id, new Date());
    return { day: (await findDayEvent(tx, event.id))!, promotions };
  });
}
