import type { DbOrTx } from '../../db/database';
import { findDayEvent } from '../../repositories/scrim-day/scrim-event-repository';
import { stageCounts, type StageRow } from '../../repositories/esports-stages/stage-repository';
import { groupTeams, groupsOf } from '../../repositories/esports-stages/stage-group-repository';
import { matchesOf } from '../../repositories/esports-stages/stage-match-repository';
import { toStage, toStageGroups, toStageMatch } from '../../wire/esports-stages';
import { readsTogether } from '../../db/reads-together';

/** Minutes before a match its room reaches the players: the event's setting. */
export async function releaseMinutesOf(db: DbOrTx, eventId: string): Promise<number> {
  return (await findDayEvent(db, eventId))?.settings.roomReleaseMinutes ?? 10;
}

/** A stage with its groups (and their teams), its schedule and the schedule's balance. */
export async function stageDetail(db: DbOrTx, stage: StageRow) {
  const [counts, groups, teams, matches, release] = await readsTogether(db, [
    () => stageCounts(db, [stage.id]),
    () => groupsOf(db, stage.id),
    () => groupTeams(db, stage.id),
    () => matchesOf(db, stage.id),
    () => releaseMinutesOf(db, stage.eventId),
  ]);
  const names = new Map(groups.map((group) => [group.id, group]));
  return {
    stage: toStage(stage, counts.get(stage.id)),
    groups: toStageGroups(groups, teams),
    matches: matches.map((match) => toStageMatch(match, names, release)),
    balance: matches.length ? stage.balance : null,
  };
}
