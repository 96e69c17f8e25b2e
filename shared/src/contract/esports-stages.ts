import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { ApiWords, StatusMessage, idField, readerLanguage } from './common';
import { PointsSystem, eventIdBody } from './scrim-day-common';
import { MatchStanding, OverallStanding, PointsTableImage } from './scrim-day-results';
import { Advance, SEED_METHODS, stageIdBody, stageMatchIdBody } from './esports-stages-common';

export * from './esports-stages-common';

// Answers and reads of the stages (issue 22); the organiser's calls are in
// esports-stages-organizer.ts. Public reads need no token.

export const StageTeam = z.object({
  team_id: z.string(),
  team_name: z.string(),
  seed_no: z.number(),
});
export const StageGroup = z.object({
  _id: z.string(),
  group_no: z.number(),
  name: z.string(),
  teams: z.array(StageTeam),
});
export type StageGroup = z.infer<typeof StageGroup>;

export const StageMatch = z.object({
  _id: z.string(),
  match_no: z.number(),
  /** The groups meeting in this lobby. */
  group_ids: z.array(z.string()),
  group_names: z.array(z.string()),
  map: z.string(),
  start_time: z.string(),
  room_release_at: z.string(),
  has_room: z.boolean(),
  results_posted: z.boolean(),
});
export type StageMatch = z.infer<typeof StageMatch>;

export const Stage = z.object({
  _id: z.string(),
  event_id: z.string(),
  stage_no: z.number(),
  name: z.string(),
  group_size: z.number(),
  points_system: PointsSystem,
  advance: Advance,
  seed_method: z.enum(SEED_METHODS).nullable(),
  seed: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  team_count: z.number(),
  group_count: z.number(),
  match_count: z.number(),
});
export type Stage = z.infer<typeof Stage>;

/** Whether every pair of groups meets equally often in the schedule, and if not, why. */
export const ScheduleBalance = z.object({
  balanced: z.boolean(),
  min_meetings: z.number(),
  max_meetings: z.number(),
  /** English, as the server words it (for API readers; a stage scheduled before words existed). */
  note: z.string(),
  /** The note's sentences by code (issue 23): a client words them in its reader's language. */
  words: z.array(ApiWords).optional(),
});
export type ScheduleBalance = z.infer<typeof ScheduleBalance>;

/** One team in a group's or a stage's table (tie-breaks of DESIGN 7). */
export const StageStanding = OverallStanding.extend({
  group_id: z.string(),
  group_name: z.string(),
  /** Place in its group's table (the group table is the overall rows of that group). */
  group_rank: z.number(),
  /** Goes on under the advancement rule as the table stands (or went on, once closed). */
  advances: z.boolean(),
});
export type StageStanding = z.infer<typeof StageStanding>;

export const StageTables = z.object({
  stage_id: z.string(),
  event_id: z.string(),
  title: z.string(),
  stage_name: z.string(),
  status: z.enum(['open', 'closed']),
  advance: Advance,
  matches_posted: z.number(),
  overall: z.array(StageStanding),
  /** The groups; each group's table is `groupStandings(tables, group_id)` (rows not repeated). */
  groups: z.array(z.object({ group_id: z.string(), name: z.string(), team_count: z.number() })),
  updated_at: z.string(),
});
export type StageTables = z.infer<typeof StageTables>;

/** A group's table from the stage's tables: its teams in the overall order, ranked in the group. */
export function groupStandings(tables: StageTables, groupId: string): StageStanding[] {
  return tables.overall
    .filter((row) => row.group_id === groupId)
    .map((row) => ({ ...row, rank: row.group_rank }));
}

/** A team in one stage match: a match standing with its group, without the flags. */
export const StageMatchStanding = MatchStanding.omit({
  result_id: true,
  flagged: true,
  posted_at: true,
}).extend({ group_name: z.string() });
export type StageMatchStanding = z.infer<typeof StageMatchStanding>;

export const EventStanding = z.object({
  rank: z.number(),
  team_id: z.string(),
  team_name: z.string(),
  /** The last stage the team played, and its rank there. */
  stage_no: z.number(),
  stage_name: z.string(),
  stage_rank: z.number(),
  total: z.number(),
});
export type EventStanding = z.infer<typeof EventStanding>;

export const StageDetailAnswer = StatusMessage.extend({
  data: z.object({
    stage: Stage,
    groups: z.array(StageGroup),
    matches: z.array(StageMatch),
    balance: ScheduleBalance.nullable(),
  }),
});

export const stageListEndpoint = defineEndpoint({
  path: 'stages/list',
  auth: false,
  body: eventIdBody,
  response: StatusMessage.extend({ title: z.string(), data: z.array(Stage) }),
});

export const stageDetailEndpoint = defineEndpoint({
  path: 'stages/detail',
  auth: false,
  body: stageIdBody,
  response: StageDetailAnswer,
});

export const stageTablesEndpoint = defineEndpoint({
  path: 'stages/tables',
  auth: false,
  body: stageIdBody,
  response: StatusMessage.extend({ data: StageTables }),
});

export const stageMatchTableEndpoint = defineEndpoint({
  path: 'stages/match-table',
  auth: false,
  body: stageMatchIdBody,
  response: StatusMessage.extend({
    data: z.object({ match: StageMatch, standings: z.array(StageMatchStanding) }),
  }),
});

export const eventStandingEndpoint = defineEndpoint({
  path: 'stages/event-standing',
  auth: false,
  body: eventIdBody,
  response: StatusMessage.extend({ data: z.array(EventStanding) }),
});

/** The room of a stage match, for the rostered players of the teams in its groups. */
export const stageRoomDetailsEndpoint = defineEndpoint({
  path: 'stages/room-details',
  auth: true,
  body: stageMatchIdBody,
  response: StatusMessage.extend({
    data: z.object({ match_no: z.number(), room_id: z.string(), room_password: z.string() }),
  }),
});

/** A stage's overall table, or one group's, as the 1080 x 1350 PNG of the points table (base64). */
export const stageTableImageEndpoint = defineEndpoint({
  path: 'stages/table-image',
  auth: false,
  // The image's words follow the reader's language (issue 23); English by default.
  body: stageIdBody.extend({ group_id: idField('group_id').optional(), language: readerLanguage }),
  response: PointsTableImage,
});

/** Socket: the whole new tables of a stage, sent to the event's room (`join_event`). */
export const STAGE_TABLES_EVENT = 'stage_tables';
export const StageTablesPayload = StageTables;
