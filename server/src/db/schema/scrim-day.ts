import { boolean, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bigNumber, createdAt, timestamptz, uuidId } from './columns';
import { matchRoomColumns, pointsRuleColumns, roomViewColumns } from './match-columns';

// Mirrors migrations/0008_scrim_day.sql (DESIGN 7); the SQL file is the source of truth. The new
// columns of users, esports_events and event_registrations are declared on narrow views of those
// tables (same table names), so the existing schema files stay untouched.

/** users.is_organizer, declared on a narrow view of `users` so core.ts stays as it is. */
export const userOrganizerFlags = pgTable('users', {
  id: uuidId(),
  isOrganizer: boolean('is_organizer').notNull().default(false),
});

/** The day's settings of esports_events (same table as `esportsEvents`). */
export const eventDaySettings = pgTable('esports_events', {
  id: uuidId(),
  organizerId: uuid('organizer_id'),
  checkInOpensMinutes: integer('check_in_opens_minutes').notNull().default(30),
  checkInClosesMinutes: integer('check_in_closes_minutes').notNull().default(10),
  roomReleaseMinutes: integer('room_release_minutes').notNull().default(10),
  ...pointsRuleColumns(),
  rosterCheckIn: boolean('roster_check_in').notNull().default(false),
  checkInOpenNotifiedAt: timestamptz('check_in_open_notified_at'),
  checkInClosedAt: timestamptz('check_in_closed_at'),
});

export type RegistrationStatus = 'registered' | 'waitlisted';

/** Slot / waitlist / check-in columns of event_registrations. */
export const registrationDayState = pgTable('event_registrations', {
  id: uuidId(),
  eventId: uuid('event_id').notNull(),
  teamId: uuid('team_id').notNull(),
  status: text('status').$type<RegistrationStatus>().notNull().default('registered'),
  waitlistSeq: bigNumber('waitlist_seq'),
  promotedAt: timestamptz('promoted_at'),
  checkedInAt: timestamptz('checked_in_at'),
  checkedInBy: uuid('checked_in_by'),
});

export const pointsPresets = pgTable('points_presets', {
  name: text('name').primaryKey(),
  placementPoints: jsonb('placement_points').$type<number[]>().notNull(),
  killPoints: integer('kill_points').notNull().default(1),
});

export const eventTeamBans = pgTable(
  'event_team_bans',
  {
    eventId: uuid('event_id').notNull(),
    teamId: uuid('team_id').notNull(),
    bannedBy: uuid('banned_by'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.teamId] })],
);

export const eventMatches = pgTable('event_matches', {
  id: uuidId(),
  eventId: uuid('event_id').notNull(),
  matchNo: integer('match_no').notNull(),
  ...matchRoomColumns(),
  roomNotifiedAt: timestamptz('room_notified_at'),
  /** Set when the organiser released the room by hand before its clock time (0017). */
  roomReleasedAt: timestamptz('room_released_at'),
  resultsPostedAt: timestamptz('results_posted_at'),
  createdAt: createdAt(),
});

export const roomViews = pgTable('room_views', {
  ...roomViewColumns(),
});

export const matchResults = pgTable('match_results', {
  id: uuidId(),
  matchId: uuid('match_id').notNull(),
  eventId: uuid('event_id').notNull(),
  teamId: uuid('team_id').notNull(),
  placement: integer('placement').notNull(),
  kills: integer('kills').notNull(),
  points: integer('points').notNull().default(0),
  postedBy: uuid('posted_by'),
  postedAt: timestamptz('posted_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const resultPlayerKills = pgTable(
  'result_player_kills',
  {
    resultId: uuid('result_id').notNull(),
    userId: uuid('user_id').notNull(),
    kills: integer('kills').notNull(),
  },
  (table) => [primaryKey({ columns: [table.resultId, table.userId] })],
);

export type FlagStatus = 'open' | 'accepted' | 'rejected';

export const resultFlags = pgTable('result_flags', {
  id: uuidId(),
  resultId: uuid('result_id').notNull(),
  eventId: uuid('event_id').notNull(),
  flaggedBy: uuid('flagged_by').notNull(),
  reason: text('reason').notNull(),
  status: text('status').$type<FlagStatus>().notNull().default('open'),
  resolutionNote: text('resolution_note'),
  resolvedBy: uuid('resolved_by'),
  resolvedAt: timestamptz('resolved_at'),
  createdAt: createdAt(),
});

export const notifications = pgTable('notifications', {
  id: uuidId(),
  userId: uuid('user_id').notNull(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  link: text('link').notNull(),
  readAt: timestamptz('read_at'),
  createdAt: createdAt(),
});
