import {
  bigserial,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ScheduleBalance } from '@bgmi/shared/server';

// Mirrors migrations/0018_event_stages.sql (issue 22); the SQL file is the source of truth.

export const eventStages = pgTable('event_stages', {
  id: uuid('id').primaryKey().defaultRandom(),
  eventId: uuid('event_id').notNull(),
  stageNo: integer('stage_no').notNull(),
  name: text('name').notNull(),
  groupSize: integer('group_size').notNull(),
  pointsPreset: text('points_preset')
    .$type<'pmgc' | 'classic' | 'custom'>()
    .notNull()
    .default('pmgc'),
  pointsPlacement: jsonb('points_placement').$type<number[] | null>(),
  killPoints: integer('kill_points').notNull().default(1),
  advanceRule: text('advance_rule').$type<'per_group' | 'overall' | 'manual'>().notNull(),
  advanceCount: integer('advance_count').notNull().default(0),
  seedMethod: text('seed_method').$type<'registration' | 'random' | 'advancement' | null>(),
  seed: text('seed'),
  balance: jsonb('balance').$type<ScheduleBalance | null>(),
  status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
  advancedTeamIds: jsonb('advanced_team_ids').$type<string[] | null>(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  tablesVersion: integer('tables_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const stageGroups = pgTable('stage_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  stageId: uuid('stage_id').notNull(),
  groupNo: integer('group_no').notNull(),
  name: text('name').notNull(),
});

export const stageTeams = pgTable(
  'stage_teams',
  {
    stageId: uuid('stage_id').notNull(),
    teamId: uuid('team_id').notNull(),
    groupId: uuid('group_id'),
    seedNo: integer('seed_no').notNull(),
  },
  (table) => [primaryKey({ columns: [table.stageId, table.teamId] })],
);

export const stageMatches = pgTable('stage_matches', {
  id: uuid('id').primaryKey().defaultRandom(),
  stageId: uuid('stage_id').notNull(),
  matchNo: integer('match_no').notNull(),
  groupIds: uuid('group_ids').array().notNull(),
  map: text('map').notNull(),
  startTime: timestamp('start_time', { withTimezone: true }).notNull(),
  roomId: text('room_id'),
  roomPassword: text('room_password'),
  resultsPostedAt: timestamp('results_posted_at', { withTimezone: true }),
});

export const stageResults = pgTable(
  'stage_results',
  {
    matchId: uuid('match_id').notNull(),
    stageId: uuid('stage_id').notNull(),
    teamId: uuid('team_id').notNull(),
    matchNo: integer('match_no').notNull(),
    placement: integer('placement').notNull(),
    kills: integer('kills').notNull(),
    placementPoints: integer('placement_points').notNull(),
    points: integer('points').notNull(),
    postedBy: uuid('posted_by'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.teamId] })],
);

export const stageRoomViews = pgTable('stage_room_views', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  matchId: uuid('match_id').notNull(),
  userId: uuid('user_id').notNull(),
  viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
});
