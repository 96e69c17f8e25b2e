import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { StatusMessage } from './common';
import { ResultLine } from './scrim-day-results';
import {
  ADVANCE_RULES,
  stageCloseBody,
  stageCreateBody,
  stageIdBody,
  stageMatchIdBody,
  stageMoveBody,
  stageRoomBody,
  stageScheduleBody,
  stageSeedBody,
} from './esports-stages-common';
import { Stage, StageDetailAnswer, StageMatch, StageStanding } from './esports-stages';

// The organiser's calls of the stages (issue 22): the event's organiser (or an admin) only,
// 403 otherwise.

const stageAnswer = StatusMessage.extend({ data: Stage });

export const stageCreateEndpoint = defineEndpoint({
  path: 'organizer/stage-create',
  auth: true,
  body: stageCreateBody,
  response: stageAnswer,
});

export const stageSeedEndpoint = defineEndpoint({
  path: 'organizer/stage-seed',
  auth: true,
  body: stageSeedBody,
  response: StageDetailAnswer,
});

export const stageMoveTeamEndpoint = defineEndpoint({
  path: 'organizer/stage-move-team',
  auth: true,
  body: stageMoveBody,
  response: StageDetailAnswer,
});

export const stageScheduleEndpoint = defineEndpoint({
  path: 'organizer/stage-schedule',
  auth: true,
  body: stageScheduleBody,
  response: StageDetailAnswer,
});

export const stageSetRoomEndpoint = defineEndpoint({
  path: 'organizer/stage-set-room',
  auth: true,
  body: stageRoomBody,
  response: StatusMessage,
});

/** The organiser's matches of a stage with their rooms. */
export const stageOrganizerMatchesEndpoint = defineEndpoint({
  path: 'organizer/stage-matches',
  auth: true,
  body: stageIdBody,
  response: StatusMessage.extend({
    data: z.array(
      StageMatch.extend({ room_id: z.string().nullable(), room_password: z.string().nullable() }),
    ),
  }),
});

export const stagePostResultsEndpoint = defineEndpoint({
  path: 'organizer/stage-post-results',
  auth: true,
  body: stageMatchIdBody.extend({
    results: z
      .array(ResultLine.omit({ player_kills: true }), { error: 'results is required' })
      .min(1, { error: 'results must have at least one team' })
      .max(25)
      .refine((lines) => new Set(lines.map((line) => line.placement)).size === lines.length, {
        error: 'results: two teams cannot share a placement',
      })
      .refine((lines) => new Set(lines.map((line) => line.team_id)).size === lines.length, {
        error: 'results: a team appears twice',
      }),
  }),
  response: StatusMessage.extend({ posted: z.number() }),
});

const closePreview = z.object({
  rule: z.enum(ADVANCE_RULES),
  advancing: z.array(StageStanding),
  next_stage: z.object({ _id: z.string(), name: z.string(), group_count: z.number() }).nullable(),
});

export const stageClosePreviewEndpoint = defineEndpoint({
  path: 'organizer/stage-close-preview',
  auth: true,
  body: stageCloseBody,
  response: StatusMessage.extend({ data: closePreview }),
});

/** Closes the stage and fills the next stage's groups with the advancing teams. */
export const stageCloseEndpoint = defineEndpoint({
  path: 'organizer/stage-close',
  auth: true,
  body: stageCloseBody,
  response: StatusMessage.extend({ data: closePreview }),
});
