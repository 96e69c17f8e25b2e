import type { ResultLine } from '@bgmi/shared/server';
import { badRequest } from '../../lib/http-error';
import type { StageRow } from '../../repositories/esports-stages/stage-repository';
import { lobbyTeamIds } from '../../repositories/esports-stages/stage-group-repository';
import type { StageMatchRow } from '../../repositories/esports-stages/stage-match-repository';
import { postMatchLines } from '../../repositories/esports-stages/stage-result-repository';
import { stagePointsSystem } from '../../wire/esports-stages';
import { placementPoints } from '../scrim-day/points';
import type { DayDeps } from '../scrim-day/notifier';
import { requireOpen } from './access';
import { broadcastStageTables, refreshStageTables } from './stage-tables';

/**
 * Posts (or replaces) a match's results (issue 22): every line must be a team of one of the
 * groups in that lobby, placements within the lobby's size. The lines count for each group's
 * table and the stage's overall table, which are pushed live to the event's watchers.
 */
export async function postStageResults(
  deps: DayDeps,
  stage: StageRow,
  match: StageMatchRow,
  lines: Omit<ResultLine, 'player_kills'>[],
  userId: string,
) {
  requireOpen(stage);
  const inLobby = new Set(await lobbyTeamIds(deps.database.db, stage.id, match.groupIds));
  for (const [index, line] of lines.entries()) {
    if (!inLobby.has(line.team_id))
      throw badRequest(
        `results.${index}.team_id is not a team of this match's groups`,
        `results.${index}.team_id`,
      );
    if (line.placement > inLobby.size)
      throw badRequest(
        `results.${index}.placement must be at most ${inLobby.size} (squads in this lobby)`,
        `results.${index}.placement`,
      );
  }
  const system = stagePointsSystem(stage);
  const { removed, version } = await postMatchLines(
    deps.database.db,
    match,
    lines.map((line) => {
      const place = placementPoints(system, line.placement);
      return {
        teamId: line.team_id,
        placement: line.placement,
        kills: line.kills,
        placementPoints: place,
        points: place + line.kills * system.kill_points,
        postedBy: userId,
      };
    }),
    new Date(),
  );
  const changed = [...new Set([...removed, ...lines.map((line) => line.team_id)])];
  const fresh = { ...stage, tablesVersion: version };
  const tables = await refreshStageTables(
    deps.database.db,
    fresh,
    changed,
    match.resultsPostedAt === null,
  );
  return broadcastStageTables(deps, fresh, tables);
}
