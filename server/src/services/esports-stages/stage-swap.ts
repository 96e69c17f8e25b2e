import { STAGE_MESSAGES, STAGE_SWAP_MESSAGES } from '@bgmi/shared/server';
import type { Database } from '../../db/database';
import { badRequest, conflict } from '../../lib/http-error';
import {
  bumpTablesVersion,
  type StageRow,
} from '../../repositories/esports-stages/stage-repository';
import { groupTeams } from '../../repositories/esports-stages/stage-group-repository';
import { hasStageResults } from '../../repositories/esports-stages/stage-result-repository';
import {
  holdsSlot,
  replaceStageTeam,
  swapStageTeams,
} from '../../repositories/esports-stages/stage-swap-repository';
import { requireOpen } from './access';

/**
 * Swaps two teams of a stage between their groups, or replaces a team of the stage by a slot
 * holder of the event not in it (issue 22), only before the stage's first result. Answers the
 * message to show.
 */
export async function swapStageTeam(
  database: Database,
  stage: StageRow,
  teamId: string,
  withTeamId: string,
): Promise<string> {
  requireOpen(stage);
  if (await hasStageResults(database.db, stage.id))
    throw conflict(STAGE_MESSAGES.resultsStarted, 'stage_id');
  if (teamId === withTeamId) throw badRequest(STAGE_SWAP_MESSAGES.same, 'with_team_id');
  const teams = new Set((await groupTeams(database.db, stage.id)).map((team) => team.team_id));
  if (!teams.has(teamId)) throw badRequest(STAGE_SWAP_MESSAGES.notInStage, 'team_id');
  const swap = teams.has(withTeamId);
  if (!swap && !(await holdsSlot(database.db, stage.eventId, withTeamId)))
    throw badRequest(STAGE_SWAP_MESSAGES.notInEvent, 'with_team_id');
  await database.transaction(async (tx) => {
    if (swap) await swapStageTeams(tx, stage.id, teamId, withTeamId);
    else await replaceStageTeam(tx, stage.id, teamId, withTeamId);
    await bumpTablesVersion(tx, stage.id);
  });
  return swap ? STAGE_SWAP_MESSAGES.swapped : STAGE_SWAP_MESSAGES.replaced;
}
