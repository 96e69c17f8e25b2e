import type { DbOrTx } from '../../db/database';
import { rosteredPlayersOfTeams } from '../../repositories/esports-stages/stage-notice-repository';
import { stageTotals, type StageRow } from '../../repositories/esports-stages/stage-repository';
import { dayLinks, notifyUsers, type DayDeps } from '../scrim-day/notifier';
import { rankTables } from './standings';

/**
 * When a stage closes (issue 22), every team of it is told where it stands: advanced to the
 * next stage or out, with its place in the table; after the last stage, its final place.
 */
export async function tellStageResult(
  deps: Pick<DayDeps, 'database' | 'emitToUser'>,
  db: DbOrTx,
  stage: StageRow,
  advancedIds: string[],
  nextName: string | null,
) {
  const ranked = rankTables(await stageTotals(db, stage.id));
  const players = await rosteredPlayersOfTeams(
    db,
    stage.eventId,
    ranked.overall.map((row) => row.teamId),
  );
  const goes = new Set(advancedIds);
  const link = dayLinks.event(stage.eventId);
  for (const [index, row] of ranked.overall.entries()) {
    const userIds = players.filter((p) => p.teamId === row.teamId).map((p) => p.userId);
    if (!userIds.length) continue;
    const place = index + 1;
    const advanced = goes.has(row.teamId);
    const result = `${row.teamName} finished ${place} with ${row.total} points`;
    await notifyUsers(deps, userIds, {
      kind: 'stage_result',
      title: !nextName
        ? `${stage.name}: ${row.teamName} finished ${place}`
        : advanced
          ? `${stage.name}: ${row.teamName} advances`
          : `${stage.name}: ${row.teamName} is out`,
      body: !nextName
        ? `${result}.`
        : advanced
          ? `${result} and plays ${nextName}.`
          : `${result} and does not advance.`,
      link,
    });
  }
}
