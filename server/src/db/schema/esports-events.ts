import { integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bigNumber, createdAt, timestamptz, uuidId } from './columns';

// Mirrors migrations/0002_esports_events.sql; the SQL file is the source of truth for constraints.

export type EventKind = 'tournament' | 'scrim';

export const esportsEvents = pgTable('esports_events', {
  id: uuidId(),
  kind: text('kind').$type<EventKind>().notNull(),
  title: text('title').notNull(),
  sessionId: text('session_id').notNull(),
  map: text('map').notNull(),
  matchType: text('match_type').notNull(),
  maxPlayers: integer('max_players').notNull(),
  totalPlayersRegistered: integer('total_players_registered').notNull().default(0),
  totalWinningPaise: bigNumber('total_winning_paise'),
  winningPerPlayerPaise: bigNumber('winning_per_player_paise'),
  registrationStatus: integer('registration_status').notNull().default(1),
  sessionStartTime: timestamptz('session_start_time').notNull(),
  sessionEndTime: timestamptz('session_end_time').notNull(),
  description: text('description'),
  createdAt: createdAt(),
});

export const eventRegistrations = pgTable('event_registrations', {
  id: uuidId(),
  eventId: uuid('event_id').notNull(),
  teamId: uuid('team_id').notNull(),
  registeredBy: uuid('registered_by').notNull(),
  createdAt: createdAt(),
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
  id: uuidId(),
  icon: text('icon').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
  pricePaise: bigNumber('price_paise').notNull(),
  buttonLabel: text('button_label').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const blogPosts = pgTable('blogs', {
  id: uuidId(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull(),
  author: text('author').notNull(),
  publishedAt: timestamptz('published_at').notNull().defaultNow(),
  mediaFile: text('media_file'),
  mediaType: text('media_type'),
  createdAt: createdAt(),
});
