import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Mirrors migrations/0008_scrim_day.sql (DESIGN 7); the SQL file is the source of truth. The new
// columns of users, esports_events and event_registrations are declared on narrow views of those
// tables (same table names), so the existing schema files stay untouched.

/** users.is_organizer, declared on a narrow view of `users` so core.ts stays as it is. */
export const userOrganizerFlags = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  isOrganizer: boolean('is_organizer').notNull().default(false),
});

/** The day's settings of esports_events (same table as `esportsEvents`). */
export const eventDaySettings = pgTable('esports_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizerId: uuid('organizer_id'),
  checkInOpensMinutes: integer('check_in_opens_minutes').notNull().default(30),
  checkInClosesMinutes: integer('check_in_closes_minutes').notNull().default(10),
  roomReleaseMinutes: integer('room_release_minutes').notNull().default(10),
  pointsPreset: text('points_preset')
    .$type<'pmgc' | 'classic' | 'custom'>()
    .notNull()
    .default('pmgc'),
  pointsPlacement: jsonb('points_placement').$type<number[] | null>(),
  killPoints: integer('kill_points').notNull().default(1),
  rosterCheckIn: boolean('roster_check_in').notNull().default(false),
  checkInOpenNotifiedAt: timestamp('check_in_open_notified_at', { withTimezone: true }),
  checkInClosedAt: timestamp('check_in_closed_at', { withTimezone: true }),
});

export type RegistrationStatus = 'registered' | 'waitlisted';

/** Slot / waitlist / check-in columns of event_registrations. */
export const registrationDayState = pgTable('event_registrations', {
  id: uuid('id').primaryKey().defaultRandom(),
  eventId: uuid('event_id').notNull(),
  teamId: uuid('team_id').notNull(),
  status: text('status').$type<RegistrationStatus>().notNull().default('registered'),
  waitlistSeq: bigint('waitlist_seq', { mode: 'number' }),
  promotedAt: timestamp('promoted_at', { withTimezone: true }),
  checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.teamId] })],
);

export const eventMatches = pgTable('event_matches', {
  id: uuid('id').primaryKey().defaultRandom(),
  eventId: uuid('event_id').notNull(),
  matchNo: integer('match_no').notNull(),
  map: text('map').notNull(),
  startTime: timestamp('start_time', { withTimezone: true }).notNull(),
  roomId: text('room_id'),
  roomPassword: text('room_password'),
  roomNotifiedAt: timestamp('room_notified_at', { withTimezone: true }),
  /** Set when the organiser released the room by hand before its clock time (0017). */
  roomReleasedAt: timestamp('room_released_at', { withTimezone: true }),
  resultsPostedAt: timestamp('results_posted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const roomViews = pgTable('room_views', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  matchId: uuid('match_id').notNull(),
  userId: uuid('user_id').notNull(),
  viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const matchResults = pgTable('match_results', {
  id: uuid('id').primaryKey().defaultRandom(),
  matchId: uuid('match_id').notNull(),
  eventId: uuid('event_id').notNull(),
  teamId: uuid('team_id').notNull(),
  placement: integer('placement').notNull(),
  kills: integer('kills').notNull(),
  points: integer('points').notNull().default(0),
  postedBy: uuid('posted_by'),
  postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
  id: uuid('id').primaryKey().defaultRandom(),
  resultId: uuid('result_id').notNull(),
  eventId: uuid('event_id').notNull(),
  flaggedBy: uuid('flagged_by').notNull(),
  reason: text('reason').notNull(),
  status: text('status').$type<FlagStatus>().notNull().default('open'),
  resolutionNote: text('resolution_note'),
  resolvedBy: uuid('resolved_by'),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  link: text('link').notNull(),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
