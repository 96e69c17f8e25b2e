import { integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidId } from './columns';
import { matchRoomColumns, pointsRuleColumns, roomViewColumns } from './match-columns';
import type { ScheduleBalance } from '@bgmi/shared/server';

// Mirrors migrations/0018_event_stages.sql (issue 22); the SQL file is the source of truth.

export const eventStages = pgTable('event_stages', {
  id: uuidId(),
  eventId: uuid('event_id').notNull(),
  stageNo: integer('stage_no').notNull(),
  name: text('name').notNull(),
  groupSize: integer('group_size').notNull(),
  ...pointsRuleColumns(),
  advanceRule: text('advance_rule').$type<'per_group' | 'overall' | 'manual'>().notNull(),
  advanceCount: integer('advance_count').notNull().default(0),
  seedMethod: text('seed_method').$type<'registration' | 'random' | 'advancement' | null>(),
  seed: text('seed'),
  balance: jsonb('balance').$type<ScheduleBalance | null>(),
  status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
  advancedTeamIds: jsonb('advanced_team_ids').$type<string[] | null>(),
  closedAt: timestamptz('closed_at'),
  tablesVersion: integer('tables_version').notNull().default(0),
  createdAt: createdAt(),
});

export const stageGroups = pgTable('stage_groups', {
  id: uuidId(),
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
  id: uuidId(),
  stageId: uuid('stage_id').notNull(),
  matchNo: integer('match_no').notNull(),
  groupIds: uuid('group_ids').array().notNull(),
  ...matchRoomColumns(),
  resultsPostedAt: timestamptz('results_posted_at'),
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
    postedAt: timestamptz('posted_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.teamId] })],
);

export const stageRoomViews = pgTable('stage_room_views', {
  ...roomViewColumns(),
});
