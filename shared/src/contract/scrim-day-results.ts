import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { StatusMessage, idField, optionalText, readerLanguage } from './common';
import { MAX_SLOTS, PointsSystem, count, eventIdBody, matchIdBody } from './scrim-day-common';

// Results, standings, the points table (JSON and PNG) and flags (DESIGN 7).

/** One team's line of a match: placement 1..25, kills, and per-player kills when known. */
export const ResultLine = z.object({
  team_id: idField('team_id'),
  placement: count('placement', 1, MAX_SLOTS),
  kills: count('kills', 0, 99),
  player_kills: z
    .array(
      z.object({
        user_id: idField('player_kills.user_id'),
        kills: count('player_kills.kills', 0, 99),
      }),
    )
    .max(4)
    .optional(),
});
export type ResultLine = z.infer<typeof ResultLine>;

/** Posts (or replaces) every team's line of one match; placements must be distinct. */
export const postResultsEndpoint = defineEndpoint({
  path: 'organizer/post-results',
  auth: true,
  body: matchIdBody.extend({
    results: z
      .array(ResultLine, { error: 'results is required' })
      .min(1, { error: 'results must have at least one team' })
      .max(MAX_SLOTS)
      .refine((lines) => new Set(lines.map((line) => line.placement)).size === lines.length, {
        error: 'results: two teams cannot share a placement',
      })
      .refine((lines) => new Set(lines.map((line) => line.team_id)).size === lines.length, {
        error: 'results: a team appears twice',
      }),
  }),
  response: StatusMessage.extend({ posted: z.number() }),
});

/** Corrects one posted line (e.g. after a flag). */
export const editResultEndpoint = defineEndpoint({
  path: 'organizer/edit-result',
  auth: true,
  body: z.object({
    result_id: idField('result_id'),
    placement: count('placement', 1, MAX_SLOTS),
    kills: count('kills', 0, 99),
  }),
  response: StatusMessage,
});

/** One team in a match's standings. */
export const MatchStanding = z.object({
  rank: z.number(),
  result_id: z.string(),
  team_id: z.string(),
  team_name: z.string(),
  placement: z.number(),
  kills: z.number(),
  placement_points: z.number(),
  total: z.number(),
  flagged: z.boolean(),
  posted_at: z.string(),
});
export type MatchStanding = z.infer<typeof MatchStanding>;

/** One team in the overall table (tie-breaks: dinners, placement points, kills, last match). */
export const OverallStanding = z.object({
  rank: z.number(),
  team_id: z.string(),
  team_name: z.string(),
  matches_played: z.number(),
  dinners: z.number(),
  placement_points: z.number(),
  kills: z.number(),
  total: z.number(),
  last_placement: z.number().nullable(),
});
export type OverallStanding = z.infer<typeof OverallStanding>;

export const PointsTable = z.object({
  event_id: z.string(),
  title: z.string(),
  points_system: PointsSystem,
  match_count: z.number(),
  overall: z.array(OverallStanding),
  matches: z.array(
    z.object({
      match_id: z.string(),
      match_no: z.number(),
      map: z.string(),
      standings: z.array(MatchStanding),
    }),
  ),
  updated_at: z.string(),
});
export type PointsTable = z.infer<typeof PointsTable>;

/** The public points table: overall and per match. */
export const pointsTableEndpoint = defineEndpoint({
  path: 'scrim-day/points-table',
  auth: false,
  body: eventIdBody,
  response: StatusMessage.extend({ data: PointsTable }),
});

/**
 * A points table drawn as a 1080 x 1350 PNG, base64 in the JSON answer (decode to a Blob to
 * save): the scrim day's and a stage's (contract/esports-stages.ts) answer alike.
 */
export const PointsTableImage = StatusMessage.extend({
  filename: z.string(),
  mime: z.literal('image/png'),
  width: z.number(),
  height: z.number(),
  data_base64: z.string(),
});

/** The points table as a PNG (`PointsTableImage`). */
export const pointsTableImageEndpoint = defineEndpoint({
  path: 'scrim-day/points-table-image',
  auth: false,
  // The image's words follow the reader's language (DESIGN section 9); English by default.
  body: eventIdBody.extend({
    language: readerLanguage,
  }),
  response: PointsTableImage,
});

export const ResultFlag = z.object({
  _id: z.string(),
  result_id: z.string(),
  match_no: z.number(),
  team_name: z.string(),
  flagged_by: z.string(),
  reason: z.string(),
  status: z.enum(['open', 'accepted', 'rejected']),
  resolution_note: z.string().nullable(),
  created_at: z.string(),
});
export type ResultFlag = z.infer<typeof ResultFlag>;

/** The flags of an event (open first) for the organiser. */
export const organizerListFlagsEndpoint = defineEndpoint({
  path: 'organizer/list-flags',
  auth: true,
  body: eventIdBody,
  response: StatusMessage.extend({ data: z.array(ResultFlag) }),
});

/** Accepts or rejects a flag; to change the numbers, call edit-result first. */
export const resolveFlagEndpoint = defineEndpoint({
  path: 'organizer/resolve-flag',
  auth: true,
  body: z.object({
    flag_id: idField('flag_id'),
    status: z.enum(['accepted', 'rejected'], { error: 'status must be accepted or rejected' }),
    note: optionalText('note', 500),
  }),
  response: StatusMessage,
});
