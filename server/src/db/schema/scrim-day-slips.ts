import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

// Mirrors migrations/0017_scrim_day_slips.sql (the SQL file is the source of truth).

// event_matches.room_released_at is declared with eventMatches (scrim-day.ts).

export type TeamExitKind = 'missed_check_in' | 'disqualified';

export const eventTeamExits = pgTable(
  'event_team_exits',
  {
    eventId: uuid('event_id').notNull(),
    teamId: uuid('team_id').notNull(),
    kind: text('kind').$type<TeamExitKind>().notNull(),
    reason: text('reason'),
    playerIds: uuid('player_ids').array().notNull().default([]),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.teamId] })],
);

export const organizerTeamBans = pgTable(
  'organizer_team_bans',
  {
    organizerId: uuid('organizer_id').notNull(),
    teamId: uuid('team_id').notNull(),
    reason: text('reason').notNull(),
    bannedUntil: timestamptz('banned_until').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.organizerId, table.teamId] })],
);
