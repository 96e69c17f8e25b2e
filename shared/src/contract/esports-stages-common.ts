import { z } from 'zod';
import { idField, requiredText, textField } from './common';
import { MAX_SLOTS, PointsSystem, count, isoDateTime } from './scrim-day-common';

// Multi-stage battle-royale events (DESIGN 7, issue 22): an event has ordered stages; a stage has
// groups (lobbies of at most 25 squads), a schedule of matches (one group alone or several
// meeting in rotation), a points system and an advancement rule.

export const STAGE_MESSAGES = {
  created: 'Stage created',
  seeded: 'Groups seeded',
  moved: 'Team moved',
  scheduled: 'Schedule generated',
  posted: 'Results posted',
  closed: 'Stage closed',
  roomSaved: 'Room saved',
  stageClosed: 'This stage is closed',
  resultsStarted: 'Results are already posted in this stage',
  notSeeded: 'Seed the groups first',
  tableChanged: 'The table changed since the preview: look at it again',
  noTeams: 'No teams to seed: register teams or close the previous stage first',
} as const;

/** How a stage's teams go on: top N of each group, top N overall, or named by the organiser. */
export const ADVANCE_RULES = ['per_group', 'overall', 'manual'] as const;
export type AdvanceRule = (typeof ADVANCE_RULES)[number];

export const SEED_METHODS = ['registration', 'random'] as const;
export type SeedMethod = (typeof SEED_METHODS)[number];

export const Advance = z.object({
  rule: z.enum(ADVANCE_RULES, { error: 'advance.rule must be per_group, overall or manual' }),
  /** N of the rule (ignored for manual). */
  count: count('advance.count', 0, 5000).default(0),
});
export type Advance = z.infer<typeof Advance>;

export const stageIdBody = z.object({ stage_id: idField('stage_id') });
export const stageMatchIdBody = z.object({ match_id: idField('match_id') });

export const stageCreateBody = z
  .object({
    event_id: idField('event_id'),
    name: requiredText('name', 60),
    /** Squads per group (a lobby holds at most 25). */
    group_size: count('group_size', 1, MAX_SLOTS).default(16),
    points_system: PointsSystem.default({ preset: 'pmgc', kill_points: 1 }),
    advance: Advance.default({ rule: 'overall', count: 0 }),
  })
  .refine((body) => body.advance.rule === 'manual' || body.advance.count > 0, {
    error: 'advance.count must be at least 1 for this rule',
    path: ['advance', 'count'],
  });

export const stageSeedBody = stageIdBody.extend({
  method: z.enum(SEED_METHODS, { error: 'method must be registration or random' }),
  /** Random seeding's seed (shown, so anyone can check the draw); made up when left out. */
  seed: requiredText('seed', 64).optional(),
});

export const stageMoveBody = stageIdBody.extend({
  team_id: idField('team_id'),
  group_id: idField('group_id'),
});

export const stageScheduleBody = stageIdBody
  .extend({
    /** Groups in each lobby: 1 plays alone, 2 or more meet in rotation. */
    groups_per_match: count('groups_per_match', 1, 25).default(1),
    /** Rounds: in a round every group plays once (or sits out when the count does not divide). */
    rounds: count('rounds', 1, 300).optional(),
    /**
     * A published rotation table typed by the organiser instead of the generated one: one line
     * per round, its lobbies separated by `;`, the groups of a lobby by spaces or commas
     * (`A B; C D`). With it, groups_per_match and rounds are not used.
     */
    rotation_table: textField('rotation_table', { multiline: true })
      .max(20_000, { error: 'rotation_table must be at most 20000 characters' })
      .optional(),
    first_start: isoDateTime('first_start'),
    minutes_between: count('minutes_between', 5, 24 * 60).default(30),
    maps: z
      .array(requiredText('maps', 40), { error: 'maps must be a list' })
      .min(1, { error: 'maps must name at least one map' })
      .max(20)
      .default(['Erangel', 'Miramar', 'Sanhok']),
  })
  .refine((body) => body.rounds !== undefined || body.rotation_table?.trim(), {
    error: 'rounds is required (or a rotation_table)',
    path: ['rounds'],
  });

export const stageRoomBody = stageMatchIdBody.extend({
  room_id: requiredText('room_id', 40),
  room_password: requiredText('room_password', 40),
});

export const stageCloseBody = stageIdBody.extend({
  /** For manual: the teams that go on. For the other rules: what the preview showed. */
  team_ids: z.array(idField('team_ids'), { error: 'team_ids must be a list' }).max(5000).optional(),
});
