import {
  PRESET_PLACEMENT_POINTS,
  type PointsSystem,
  type Stage,
  type StageGroup,
  type StageMatch,
} from '@bgmi/shared/server';
import type { StageRow } from '../repositories/esports-stages/stage-repository';
import type { StageGroupRow } from '../repositories/esports-stages/stage-group-repository';
import type { StageMatchRow } from '../repositories/esports-stages/stage-match-repository';

// Stage rows to answers (issue 22).

export function stagePointsSystem(stage: StageRow): PointsSystem {
  return {
    preset: stage.pointsPreset,
    placement_points:
      stage.pointsPreset === 'custom'
        ? (stage.pointsPlacement ?? [])
        : PRESET_PLACEMENT_POINTS[stage.pointsPreset],
    kill_points: stage.killPoints,
  };
}

export function toStage(
  stage: StageRow,
  counts: { teams: number; groups: number; matches: number } | undefined,
): Stage {
  return {
    _id: stage.id,
    event_id: stage.eventId,
    stage_no: stage.stageNo,
    name: stage.name,
    group_size: stage.groupSize,
    points_system: stagePointsSystem(stage),
    advance: { rule: stage.advanceRule, count: stage.advanceCount },
    seed_method:
      stage.seedMethod === 'random' || stage.seedMethod === 'registration'
        ? stage.seedMethod
        : null,
    seed: stage.seed,
    status: stage.status,
    team_count: counts?.teams ?? 0,
    group_count: counts?.groups ?? 0,
    match_count: counts?.matches ?? 0,
  };
}

export function toStageMatch(
  match: StageMatchRow,
  groups: Map<string, Pick<StageGroupRow, 'name'>>,
  releaseMinutes: number,
): StageMatch {
  return {
    _id: match.id,
    match_no: match.matchNo,
    group_ids: match.groupIds,
    group_names: match.groupIds.map((id) => groups.get(id)?.name ?? '?'),
    map: match.map,
    start_time: match.startTime.toISOString(),
    room_release_at: new Date(match.startTime.getTime() - releaseMinutes * 60_000).toISOString(),
    has_room: Boolean(match.roomId && match.roomPassword),
    results_posted: match.resultsPostedAt !== null,
  };
}

export function toStageGroups(
  groups: StageGroupRow[],
  teams: { team_id: string; team_name: string; group_id: string | null; seed_no: number }[],
): StageGroup[] {
  const byGroup = new Map<string, StageGroup>(
    groups.map((group) => [
      group.id,
      { _id: group.id, group_no: group.groupNo, name: group.name, teams: [] },
    ]),
  );
  for (const team of teams) {
    if (!team.group_id) continue;
    byGroup
      .get(team.group_id)
      ?.teams.push({ team_id: team.team_id, team_name: team.team_name, seed_no: team.seed_no });
  }
  return [...byGroup.values()];
}
