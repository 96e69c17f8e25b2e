import { z } from 'zod';
import { idField, requiredText, textField } from './common';

// Shared pieces of the scrim/tournament day (DESIGN section 7): points systems, event settings,
// matches, the caller's own state in an event, standings and notifications.

/** Words of the day's answers that the UI shows as they are. */
export const SCRIM_DAY_MESSAGES = {
  waitlisted: (position: number) => `Added to the waitlist at position ${position}`,
  promoted: 'Your team got a slot from the waitlist',
  checkedIn: 'Checked in',
  checkInClosed: 'Check-in is not open for this event',
  notRegistered: 'Your team is not registered in this event',
  roomNotReleased: 'The room details are not released yet',
  roomNotAllowed: 'Room details are only for the rostered players of checked-in teams',
  organizerOnly: 'Organisers only',
  notYourEvent: 'You can only change events you created',
  banned: 'This team is banned from this event',
  flagWindowOver: 'Results can be flagged only within 15 minutes of posting',
} as const;

/** Minutes a captain has to flag a posted result (DESIGN 7). */
export const FLAG_WINDOW_MINUTES = 15;
/** A lobby holds at most 25 squads (DESIGN 7). */
export const MAX_SLOTS = 25;
/** Slots of an event played in stages (issue 22: a qualifier of 256-5,000 squads in groups). */
export const MAX_STAGED_SLOTS = 5000;
/** Said when more than MAX_SLOTS slots are asked for an event without stages. */
export const SLOTS_NEED_STAGES = `slots must be at most ${MAX_SLOTS} (more need an event with stages)`;

/** Points presets of DESIGN 7; `custom` uses the event's own placement table. */
export const POINTS_PRESETS = ['pmgc', 'classic', 'custom'] as const;
export type PointsPreset = (typeof POINTS_PRESETS)[number];

/** Placement points by place (index 0 is 1st); places beyond the list score 0. */
export const PRESET_PLACEMENT_POINTS: Record<Exclude<PointsPreset, 'custom'>, number[]> = {
  pmgc: [10, 6, 5, 4, 3, 2, 1, 1],
  classic: [15, 12, 10, 8, 6, 4, 2, 1, 1, 1, 1, 1],
};

const points = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be a whole number` })
    .min(0, { error: `${field} must be at least 0` })
    .max(1000, { error: `${field} must be at most 1000` });

/** The points system of an event: a preset, or a custom placement table; points per kill. */
export const PointsSystem = z
  .object({
    preset: z.enum(POINTS_PRESETS, {
      error: 'points_system.preset must be pmgc, classic or custom',
    }),
    /** Required for `custom` (1st place first); ignored for the presets. */
    placement_points: z.array(points('placement_points')).max(MAX_SLOTS).optional(),
    kill_points: points('kill_points').default(1),
  })
  .refine((value) => value.preset !== 'custom' || (value.placement_points?.length ?? 0) > 0, {
    error: 'placement_points is required for a custom points table',
    path: ['placement_points'],
  });
export type PointsSystem = z.infer<typeof PointsSystem>;

/** Whether `YYYY-MM-DD` at the start of an ISO text is a day of the calendar (no Feb 30). */
function isCalendarDay(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number);
  const probe = new Date(Date.UTC(year!, month! - 1, day!));
  return probe.getUTCMonth() === month! - 1 && probe.getUTCDate() === day;
}

/** An ISO date-time that must be a real instant (impossible dates get a 400 naming the field). */
export function isoDateTime(field: string) {
  const message = `${field} must be a valid date and time`;
  return textField(field, {}, `${field} is required`)
    .trim()
    .refine(
      (text) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) &&
        !Number.isNaN(Date.parse(text)) &&
        isCalendarDay(text),
      { error: message },
    );
}

/** A whole number from `min` to `max` (a 400 naming the field otherwise). */
export const count = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be a whole number` })
    .min(min, { error: `${field} must be at least ${min}` })
    .max(max, { error: `${field} must be at most ${max}` });

export const eventIdBody = z.object({ event_id: idField('event_id') });
export const matchIdBody = z.object({ match_id: idField('match_id') });
export const mapName = requiredText('map', 40);

/** Check-in window state from the clock: before it opens, open, closed. */
export const CHECK_IN_STATES = ['not_open', 'open', 'closed'] as const;
export type CheckInState = (typeof CHECK_IN_STATES)[number];

/** The day's public numbers of an event, also added to the tournament and scrim cards. */
export const EventDayFields = z.object({
  slots: z.number(),
  slots_left: z.number(),
  waitlist_length: z.number(),
  check_in_opens_at: z.string(),
  check_in_closes_at: z.string(),
  check_in_state: z.enum(CHECK_IN_STATES),
  room_release_minutes: z.number(),
  roster_check_in: z.boolean(),
  points_system: PointsSystem,
  /** The organiser who created the event (null for admin-seeded ones). */
  organizer_id: z.string().nullable(),
});
export type EventDayFields = z.infer<typeof EventDayFields>;

/**
 * The caller's own place in an event: registered, waitlisted at N, checked in, or out of it
 * after missing check-in or being disqualified (kept so the team's page says so).
 */
export const MY_EVENT_STATES = [
  'registered',
  'waitlisted',
  'checked_in',
  'missed_check_in',
  'disqualified',
] as const;
export const MyEventState = z.object({
  event_id: z.string(),
  team_id: z.string(),
  team_name: z.string(),
  state: z.enum(MY_EVENT_STATES),
  /** 1-based place in the waitlist; null unless waitlisted. */
  waitlist_position: z.number().nullable(),
  /** Whether the caller leads the team (may check in / cancel / flag). */
  is_leader: z.boolean(),
  /** The organiser's reason for a disqualification (absent otherwise). */
  reason: z.string().nullable().optional(),
});
export type MyEventState = z.infer<typeof MyEventState>;

/** A match (map) of an event as players see it: no room details here. */
export const EventMatch = z.object({
  _id: z.string(),
  event_id: z.string(),
  match_no: z.number(),
  map: z.string(),
  start_time: z.string(),
  /** When the room id and password reach the checked-in players. */
  room_release_at: z.string(),
  has_room: z.boolean(),
  results_posted: z.boolean(),
});
export type EventMatch = z.infer<typeof EventMatch>;

/** The organiser's view of a match adds the room id and password. */
export const OrganizerMatch = EventMatch.extend({
  room_id: z.string().nullable(),
  room_password: z.string().nullable(),
});
export type OrganizerMatch = z.infer<typeof OrganizerMatch>;
