import {
  bigint,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Mirrors migrations/0002_esports_events.sql; the SQL file is the source of truth for constraints.

export type EventKind = 'tournament' | 'scrim';

export const esportsEvents = pgTable('esports_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').$type<EventKind>().notNull(),
  title: text('title').notNull(),
  sessionId: text('session_id').notNull(),
  map: text('map').notNull(),
  matchType: text('match_type').notNull(),
  maxPlayers: integer('max_players').notNull(),
  totalPlayersRegistered: integer('total_players_registered').notNull().default(0),
  totalWinningPaise: bigint('total_winning_paise', { mode: 'number' }),
  winningPerPlayerPaise: bigint('winning_per_player_paise', { mode: 'number' }),
  registrationStatus: integer('registration_status').notNull().default(1),
  sessionStartTime: timestamp('session_start_time', { withTimezone: true }).notNull(),
  sessionEndTime: timestamp('session_end_time', { withTimezone: true }).notNull(),
  description: text('description'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const eventRegistrations = pgTable('event_registrations', {
  id: uuid('id').primaryKey().defaultRandom(),
  eventId: uuid('event_id').notNull(),
  teamId: uuid('team_id').notNull(),
  registeredBy: uuid('registered_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const eventRegistrationPlayers = pgTable(
  'event_registration_players',
  {
    registrationId: uuid('registration_id').notNull(),
    eventId: uuid('event_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.registrationId, table.userId] })],
);

export const esportsServices = pgTable('services', {
  id: uuid('id').primaryKey().defaultRandom(),
  icon: text('icon').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
  pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
  buttonLabel: text('button_label').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const blogPosts = pgTable('blogs', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull(),
  author: text('author').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  mediaFile: text('media_file'),
  mediaType: text('media_type'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
