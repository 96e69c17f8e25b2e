import { integer, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { serialId, timestamptz } from './columns';

// The columns an event's day (0008) and a stage (0018) both carry: a stage plays its matches the
// way a scrim day does, so the two tables spell these columns alike.

/** The points rule an event (0008) and a stage (0018) both carry. */
export const pointsRuleColumns = () => ({
  pointsPreset: text('points_preset')
    .$type<'pmgc' | 'classic' | 'custom'>()
    .notNull()
    .default('pmgc'),
  pointsPlacement: jsonb('points_placement').$type<number[] | null>(),
  killPoints: integer('kill_points').notNull().default(1),
});

/** The map, start and room of an event's match (0008) and a stage's (0018). */
export const matchRoomColumns = () => ({
  map: text('map').notNull(),
  startTime: timestamptz('start_time').notNull(),
  roomId: text('room_id'),
  roomPassword: text('room_password'),
});

/** Who opened a match's room and when: room_views (0008) and stage_room_views (0018). */
export const roomViewColumns = () => ({
  id: serialId(),
  matchId: uuid('match_id').notNull(),
  userId: uuid('user_id').notNull(),
  viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
});
