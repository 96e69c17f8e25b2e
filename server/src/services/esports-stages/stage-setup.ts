import { MAX_SLOTS, STAGE_MESSAGES, type ScheduleBalance } from '@bgmi/shared/server';
import type { z } from 'zod';
import type { stageCreateBody, stageScheduleBody, stageSeedBody } from '@bgmi/shared/server';
import type { Database } from '../../db/database';
import { badRequest, conflict } from '../../lib/http-error';
import {
  bumpTablesVersion,
  insertStage,
  updateStage,
  type StageRow,
} from '../../repositories/esports-stages/stage-repository';
import {
  groupSizes,
  groupTeams,
  groupsOf,
  moveTeam,
  registeredTeams,
  replaceDraw,
  stageTeamIds,
} from '../../repositories/esports-stages/stage-group-repository';
import {
  matchesOf,
  replaceSchedule,
} from '../../repositories/esports-stages/stage-match-repository';
import { hasStageResults } from '../../repositories/esports-stages/stage-result-repository';
import { requireOpen } from './access';
import { rotation } from './schedule';
import { parseRotationTable } from './rotation-table';
import { groupName, newSeed, shuffleWithSeed, splitIntoGroups } from './seeding';
import { readsTogether } from '../../db/reads-together';

// The organiser's set-up of a stage (issue 22): create, draw the groups, move a team, schedule.

export async function createStage(
  database: Database,
  eventId: string,
  body: z.output<typeof stageCreateBody>,
): Promise<StageRow> {
  return insertStage(database.db, {
    eventId,
    name: body.name,
    groupSize: body.group_size,
    pointsPreset: body.points_system.preset,
    pointsPlacement:
      body.points_system.preset === 'custom' ? (body.points_system.placement_points ?? []) : null,
    killPoints: body.points_system.kill_points,
    advanceRule: body.advance.rule,
    advanceCount: body.advance.rule === 'manual' ? 0 : body.advance.count,
  });
}

/** Changing the draw or the schedule is refused once results count (they would change meaning). */
async function requireUnplayed(database: Database, stage: StageRow) {
  requireOpen(stage);
  if (await hasStageResults(database.db, stage.id))
    throw conflict(STAGE_MESSAGES.resultsStarted, 'stage_id');
}

/**
 * Draws the groups: the first stage takes the event's slot holders in registration order, a
 * later stage the teams that went on (in their advancement order); `random` shuffles that list
 * with the seed (given, or made up and stored so it is shown).
 */
export async function seedStage(
  database: Database,
  stage: StageRow,
  body: z.output<typeof stageSeedBody>,
): Promise<void> {
  await requireUnplayed(database, stage);
  const teams =
    stage.stageNo === 1
      ? await registeredTeams(database.db, stage.eventId)
      : await stageTeamIds(database.db, stage.id);
  if (!teams.length) throw conflict(STAGE_MESSAGES.noTeams, 'stage_id');
  const seed = body.method === 'random' ? (body.seed ?? newSeed()) : null;
  const ordered = seed ? shuffleWithSeed(teams, seed) : teams;
  const groups = splitIntoGroups(ordered, stage.groupSize);
  await database.transaction(async (tx) => {
    await replaceDraw(
      tx,
      stage.id,
      groups,
      groups.map((_, g) => groupName(g)),
    );
    await updateStage(tx, stage.id, { seedMethod: body.method, seed, balance: null });
  });
}

/** Moves one team to another group (the lobbies it plays in must stay within 25 squads). */
export async function moveStageTeam(
  database: Database,
  stage: StageRow,
  teamId: string,
  groupId: string,
): Promise<void> {
  await requireUnplayed(database, stage);
  const [groups, teams, matches] = await readsTogether(database.db, [
    () => groupsOf(database.db, stage.id),
    () => groupTeams(database.db, stage.id),
    () => matchesOf(database.db, stage.id),
  ]);
  if (!groups.some((group) => group.id === groupId))
    throw badRequest('group_id is not a group of this stage', 'group_id');
  const team = teams.find((row) => row.team_id === teamId);
  if (!team) throw badRequest('team_id is not a team of this stage', 'team_id');
  const size = new Map<string, number>();
  for (const row of teams)
    if (row.group_id) size.set(row.group_id, (size.get(row.group_id) ?? 0) + 1);
  if (team.group_id) size.set(team.group_id, size.get(team.group_id)! - 1);
  size.set(groupId, (size.get(groupId) ?? 0) + 1);
  for (const match of matches) {
    const squads = match.groupIds.reduce((sum, id) => sum + (size.get(id) ?? 0), 0);
    if (squads > MAX_SLOTS)
      throw badRequest(
        `group_id: the lobby of match ${match.matchNo} would hold ${squads} squads (at most ${MAX_SLOTS})`,
        'group_id',
      );
  }
  if ((size.get(groupId) ?? 0) > MAX_SLOTS)
    throw badRequest(`group_id: a group holds at most ${MAX_SLOTS} squads`, 'group_id');
  await database.transaction(async (tx) => {
    await moveTeam(tx, stage.id, teamId, groupId);
    await bumpTablesVersion(tx, stage.id);
  });
}

/** Generates the rotation schedule and stores it with its balance report. */
export async function scheduleStage(
  database: Database,
  stage: StageRow,
  body: z.output<typeof stageScheduleBody>,
): Promise<ScheduleBalance> {
  await requireUnplayed(database, stage);
  const [groups, size] = await readsTogether(database.db, [
    () => groupsOf(database.db, stage.id),
    () => groupSizes(database.db, stage.id),
  ]);
  if (!groups.length) throw conflict(STAGE_MESSAGES.notSeeded, 'stage_id');
  const typed = body.rotation_table?.trim();
  if (!typed && body.groups_per_match > groups.length)
    throw badRequest(
      `groups_per_match must be at most ${groups.length} (the stage has ${groups.length} groups)`,
      'groups_per_match',
    );
  const lobbyField = typed ? 'rotation_table' : 'groups_per_match';
  const { rounds, balance } = typed
    ? parseRotationTable(
        typed,
        groups.map((group) => group.name),
      )
    : rotation(groups.length, body.groups_per_match, body.rounds ?? 1);
  const total = rounds.reduce((sum, round) => sum + round.length, 0);
  if (total > 50_000)
    throw badRequest('rounds: the schedule would exceed 50,000 matches', 'rounds');
  const start = Date.parse(body.first_start);
  let matchNo = 0;
  const matches = rounds.flatMap((round, r) =>
    round.map((lobby) => {
      const groupIds = lobby.map((g) => groups[g]!.id);
      const squads = groupIds.reduce((sum, id) => sum + (size.get(id) ?? 0), 0);
      if (squads > MAX_SLOTS)
        throw badRequest(
          `${lobbyField}: ${lobby.length} groups make a lobby of ${squads} squads (at most ${MAX_SLOTS})`,
          lobbyField,
        );
      return {
        matchNo: (matchNo += 1),
        groupIds,
        map: body.maps[r % body.maps.length]!,
        startTime: new Date(start + r * body.minutes_between * 60_000),
      };
    }),
  );
  await database.transaction(async (tx) => {
    await replaceSchedule(tx, stage.id, matches);
    await updateStage(tx, stage.id, { balance });
  });
  return balance;
}
