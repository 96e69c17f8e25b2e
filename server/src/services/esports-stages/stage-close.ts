import { STAGE_MESSAGES, type StageStanding } from '@bgmi/shared/server';
import type { DbOrTx } from '../../db/database';
import { badRequest, conflict } from '../../lib/http-error';
import {
  findStage,
  findStageByNo,
  stageCounts,
  stageTotals,
  updateStage,
  type StageRow,
} from '../../repositories/esports-stages/stage-repository';
import { replaceDraw } from '../../repositories/esports-stages/stage-group-repository';
import { hasStageResults } from '../../repositories/esports-stages/stage-result-repository';
import type { DayDeps } from '../scrim-day/notifier';
import { requireOpen } from './access';
import { groupName, splitIntoGroups } from './seeding';
import { broadcastStageTables } from './stage-tables';
import { tellStageResult } from './stage-notice';
import { advancing, groupRanks, rankTables, toStanding } from './standings';

// Closing a stage (issue 22): a preview of who goes on under the rule, then a confirm that
// fills the next stage's groups (snake order from the ranking, so the top teams are apart).

export interface ClosePreview {
  rule: StageRow['advanceRule'];
  advancing: StageStanding[];
  next_stage: { _id: string; name: string; group_count: number } | null;
}

export async function closePreview(
  db: DbOrTx,
  stage: StageRow,
  teamIds: string[] | undefined,
): Promise<ClosePreview> {
  requireOpen(stage);
  const ranked = rankTables(await stageTotals(db, stage.id));
  if (stage.advanceRule === 'manual') {
    if (!teamIds?.length) throw badRequest('team_ids: name the teams that go on', 'team_ids');
    const known = new Set(ranked.overall.map((row) => row.teamId));
    if (teamIds.some((id) => !known.has(id)))
      throw badRequest('team_ids names a team not in this stage', 'team_ids');
    if (new Set(teamIds).size !== teamIds.length)
      throw badRequest('team_ids names a team twice', 'team_ids');
  }
  const ids = advancing(ranked, stage.advanceRule, stage.advanceCount, teamIds);
  const rowOf = new Map(ranked.overall.map((row, index) => [row.teamId, { row, rank: index + 1 }]));
  const next = await findStageByNo(db, stage.eventId, stage.stageNo + 1);
  const ranks = groupRanks(ranked);
  return {
    rule: stage.advanceRule,
    advancing: ids.map((id) =>
      toStanding(rowOf.get(id)!.row, rowOf.get(id)!.rank, true, ranks.get(id)),
    ),
    next_stage: next
      ? { _id: next.id, name: next.name, group_count: Math.ceil(ids.length / next.groupSize) }
      : null,
  };
}

/**
 * Confirms the close. For the automatic rules, `team_ids` (when sent) must be what the preview
 * showed: a result posted in between answers 409 rather than advancing other teams silently.
 */
export async function closeStage(
  deps: DayDeps,
  stage: StageRow,
  teamIds: string[] | undefined,
): Promise<ClosePreview> {
  const preview = await closePreview(deps.database.db, stage, teamIds);
  const ids = preview.advancing.map((row) => row.team_id);
  if (stage.advanceRule !== 'manual' && teamIds && teamIds.join() !== ids.join())
    throw conflict(STAGE_MESSAGES.tableChanged, 'team_ids');
  const next = await findStageByNo(deps.database.db, stage.eventId, stage.stageNo + 1);
  if (next && (await hasStageResults(deps.database.db, next.id)))
    throw conflict(`${next.name}: ${STAGE_MESSAGES.resultsStarted}`, 'stage_id');
  await deps.database.transaction(async (tx) => {
    await updateStage(tx, stage.id, {
      status: 'closed',
      advancedTeamIds: ids,
      closedAt: new Date(),
    });
    if (next) {
      const groups = splitIntoGroups(ids, next.groupSize, 'snake');
      await replaceDraw(
        tx,
        next.id,
        groups,
        groups.map((_, g) => groupName(g)),
      );
      await updateStage(tx, next.id, { seedMethod: 'advancement', seed: null, balance: null });
    }
  });
  await broadcastStageTables(deps, (await findStage(deps.database.db, stage.id))!);
  await tellStageResult(deps, deps.database.db, stage, ids, next?.name ?? null);
  if (next) {
    const counts = await stageCounts(deps.database.db, [next.id]);
    preview.next_stage = {
      _id: next.id,
      name: next.name,
      group_count: counts.get(next.id)?.groups ?? 0,
    };
  }
  return preview;
}
