import { defineEndpoint } from '../api/define-endpoint';
import { idField } from './common';
import { stageIdBody } from './esports-stages-common';
import { StageDetailAnswer } from './esports-stages';

/**
 * Before a stage's first result (issue 22: the day slips), the organiser swaps two teams of the
 * stage between their groups, or replaces a team of the stage by a team holding a slot in the
 * event that is not in the stage (it takes the group and seed of the one it replaces).
 */
export const StageSwapBody = stageIdBody.extend({
  team_id: idField('team_id'),
  with_team_id: idField('with_team_id'),
});

export const STAGE_SWAP_MESSAGES = {
  swapped: 'Teams swapped',
  replaced: 'Team replaced',
  same: 'with_team_id must be another team',
  notInStage: 'team_id is not a team of this stage',
  notInEvent: 'with_team_id must be a team in this stage or holding a slot in this event',
} as const;

export const stageSwapTeamEndpoint = defineEndpoint({
  path: 'organizer/stage-swap-team',
  auth: true,
  body: StageSwapBody,
  response: StageDetailAnswer,
});
