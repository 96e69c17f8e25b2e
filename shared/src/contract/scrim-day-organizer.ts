import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import {
  EmptyBody,
  StatusMessage,
  idField,
  optionalText,
  requiredText,
  rupees,
  textField,
} from './common';
import { EsportsEvent } from './esports-events';
import {
  EventDayFields,
  MAX_SLOTS,
  MAX_STAGED_SLOTS,
  MY_EVENT_STATES,
  SLOTS_NEED_STAGES,
  OrganizerMatch,
  PointsSystem,
  eventIdBody,
  isoDateTime,
  mapName,
} from './scrim-day-common';

// The organiser console's calls (DESIGN 7). All need an organiser (or admin) token; an organiser
// changes only the events they created (403 otherwise), admins any.

const minutes = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be a whole number` })
    .min(0, { error: `${field} must be at least 0` })
    .max(24 * 60, { error: `${field} must be at most 1440` });

/** The event form's fields without defaults (an edit sends only what changes). */
const eventFormFields = {
  kind: z.enum(['tournament', 'scrim'], { error: 'kind must be tournament or scrim' }),
  title: requiredText('title', 120),
  map: mapName,
  match_type: requiredText('match_type', 40),
  slots: z.coerce
    .number({ error: 'slots must be a number' })
    .int({ error: 'slots must be a whole number' })
    .min(2, { error: 'slots must be at least 2' })
    .max(MAX_STAGED_SLOTS, { error: `slots must be at most ${MAX_STAGED_SLOTS}` }),
  /**
   * Played in stages (groups of up to 25 squads in one lobby each): slots may then go up to
   * MAX_STAGED_SLOTS; otherwise one lobby, at most MAX_SLOTS. An event that has stages (or more
   * than MAX_SLOTS slots already) counts as staged on an edit.
   */
  staged: z.boolean({ error: 'staged must be true or false' }),
  sessionStartTime: isoDateTime('sessionStartTime'),
  sessionEndTime: isoDateTime('sessionEndTime'),
  description: optionalText('description', 2000),
  total_winning_amount: rupees('total_winning_amount').nullable(),
  winning_per_player: rupees('winning_per_player').nullable(),
  /** Check-in opens this many minutes before the start (default 30). */
  check_in_opens_minutes: minutes('check_in_opens_minutes'),
  /** Check-in closes this many minutes before the start (default 10). */
  check_in_closes_minutes: minutes('check_in_closes_minutes'),
  /** Room id and password reach players this many minutes before each match (default 10). */
  room_release_minutes: minutes('room_release_minutes'),
  points_system: PointsSystem,
  /** Any rostered player may check in (otherwise only the leader). */
  roster_check_in: z.boolean({ error: 'roster_check_in must be true or false' }),
};

/** The event form: what an organiser sets when creating a tournament or scrim. */
export const OrganizerEventForm = z
  .object({
    ...eventFormFields,
    match_type: eventFormFields.match_type.default('Squad'),
    total_winning_amount: eventFormFields.total_winning_amount.optional(),
    winning_per_player: eventFormFields.winning_per_player.optional(),
    check_in_opens_minutes: eventFormFields.check_in_opens_minutes.default(30),
    check_in_closes_minutes: eventFormFields.check_in_closes_minutes.default(10),
    room_release_minutes: eventFormFields.room_release_minutes.default(10),
    points_system: PointsSystem.default({ preset: 'pmgc', kill_points: 1 }),
    roster_check_in: eventFormFields.roster_check_in.default(false),
    staged: eventFormFields.staged.default(false),
  })
  .refine((form) => form.staged || form.slots <= MAX_SLOTS, {
    error: SLOTS_NEED_STAGES,
    path: ['slots'],
  });
export type OrganizerEventForm = z.input<typeof OrganizerEventForm>;

/** An event as the console lists it: the card fields plus the day's settings and counts. */
export const OrganizerEvent = EsportsEvent.extend(EventDayFields.shape).extend({
  kind: z.enum(['tournament', 'scrim']),
  check_in_opens_minutes: z.number(),
  check_in_closes_minutes: z.number(),
  checked_in_count: z.number(),
  match_count: z.number(),
  open_flags: z.number(),
  /** Played in stages: has stages, or more than MAX_SLOTS slots. */
  staged: z.boolean(),
});
export type OrganizerEvent = z.infer<typeof OrganizerEvent>;

const EventAnswer = StatusMessage.extend({ data: OrganizerEvent });

/** The events the caller organises (admins: every event), newest start first. */
export const organizerListEventsEndpoint = defineEndpoint({
  path: 'organizer/list-events',
  auth: true,
  body: EmptyBody,
  response: StatusMessage.extend({ data: z.array(OrganizerEvent) }),
});

/** Creates a tournament or scrim owned by the caller. */
export const organizerCreateEventEndpoint = defineEndpoint({
  path: 'organizer/create-event',
  auth: true,
  body: OrganizerEventForm,
  response: EventAnswer,
});

/** Changes an event's form fields; slots cannot go below the teams already in. */
export const organizerEditEventEndpoint = defineEndpoint({
  path: 'organizer/edit-event',
  auth: true,
  body: z
    .object(eventFormFields)
    .partial()
    .extend({ event_id: idField('event_id') }),
  response: EventAnswer,
});

/** Opens (`open: true`) or closes registration of an event. */
export const organizerSetRegistrationEndpoint = defineEndpoint({
  path: 'organizer/set-registration',
  auth: true,
  body: eventIdBody.extend({ open: z.boolean({ error: 'open must be true or false' }) }),
  response: EventAnswer,
});

/** A team in the organiser's list of an event: slot or waitlist place, check-in, players. */
export const OrganizerEventTeam = z.object({
  registration_id: z.string(),
  team_id: z.string(),
  team_name: z.string(),
  leader_bgmiId: z.string(),
  state: z.enum(MY_EVENT_STATES),
  /** 1-based slot number for teams in a slot, null on the waitlist. */
  slot_no: z.number().nullable(),
  waitlist_position: z.number().nullable(),
  checked_in_at: z.string().nullable(),
  players: z.array(z.object({ _id: z.string(), bgmiUserId: z.string(), name: z.string() })),
  registered_at: z.string(),
});
export type OrganizerEventTeam = z.infer<typeof OrganizerEventTeam>;

/** Every registered and waitlisted team of an event (slots first, then the waitlist in order). */
export const organizerListTeamsEndpoint = defineEndpoint({
  path: 'organizer/list-teams',
  auth: true,
  body: eventIdBody,
  response: StatusMessage.extend({ data: z.array(OrganizerEventTeam) }),
});

/** Removes a team from an event (its slot goes to the waitlist); `ban` also refuses it later. */
export const organizerRemoveTeamEndpoint = defineEndpoint({
  path: 'organizer/remove-team',
  auth: true,
  body: eventIdBody.extend({
    team_id: idField('team_id'),
    ban: z.boolean({ error: 'ban must be true or false' }).default(false),
  }),
  response: StatusMessage.extend({
    /** The id of the waitlisted team that took the freed slot, if any. */
    promoted_team: z.string().nullable(),
  }),
});

/** The slot list as CSV text (slot, team, leader, players, check-in): the UI saves it as a file. */
export const organizerSlotListCsvEndpoint = defineEndpoint({
  path: 'organizer/slot-list-csv',
  auth: true,
  body: eventIdBody,
  response: StatusMessage.extend({ filename: z.string(), csv: z.string() }),
});

/** The matches of an event with room id and password (organiser view). */
export const organizerListMatchesEndpoint = defineEndpoint({
  path: 'organizer/list-matches',
  auth: true,
  body: eventIdBody,
  response: StatusMessage.extend({ data: z.array(OrganizerMatch) }),
});

const roomText = (field: string) =>
  textField(field)
    .trim()
    .max(40, { error: `${field} must be at most 40 characters` })
    .nullable()
    .optional();

/** Adds a match (map, start time; room id and password may come later). */
export const organizerCreateMatchEndpoint = defineEndpoint({
  path: 'organizer/create-match',
  auth: true,
  body: eventIdBody.extend({
    map: mapName,
    start_time: isoDateTime('start_time'),
    room_id: roomText('room_id'),
    room_password: roomText('room_password'),
  }),
  response: StatusMessage.extend({ data: OrganizerMatch }),
});

/** Edits a match; a changed room id/password is pushed (`room_details`) to released players. */
export const organizerEditMatchEndpoint = defineEndpoint({
  path: 'organizer/edit-match',
  auth: true,
  body: z.object({
    match_id: idField('match_id'),
    map: mapName.optional(),
    start_time: isoDateTime('start_time').optional(),
    room_id: roomText('room_id'),
    room_password: roomText('room_password'),
  }),
  response: StatusMessage.extend({ data: OrganizerMatch }),
});
