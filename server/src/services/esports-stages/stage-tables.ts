import {
  STAGE_TABLES_EVENT,
  type EventStanding,
  type StageMatchStanding,
  type StageTables,
} from '@bgmi/shared/server';
import type { DbOrTx } from '../../db/database';
import { findDayEvent } from '../../repositories/scrim-day/scrim-event-repository';
import {
  listStages,
  stageTotals,
  type StageRow,
} from '../../repositories/esports-stages/stage-repository';
import { groupTeams, groupsOf } from '../../repositories/esports-stages/stage-group-repository';
import type { StageMatchRow } from '../../repositories/esports-stages/stage-match-repository';
import {
  lastPostedAt,
  matchResultLines,
  postedMatchCount as postedCount,
} from '../../repositories/esports-stages/stage-result-repository';
import { eventRoom, type DayDeps } from '../scrim-day/notifier';
import { cachedTables, rememberTables } from './stage-cache';
import {
  advancing,
  groupRanks,
  rankTables,
  toStanding,
  type RankedTables,
  type TeamTotals,
} from './standings';
import { tableUpdatedAt } from '../../wire/scrim-day';
import { readsTogether } from '../../db/reads-together';

// The tables of a stage (issue 22): each group's, the stage's overall, each match's, and the
// event's final standing. Always computed from the stored results, so every page agrees.

/** Who goes on: as decided once the stage is closed, else as the table stands now. */
export function advancingIds(stage: StageRow, ranked: RankedTables): Set<string> {
  if (stage.status === 'closed') return new Set(stage.advancedTeamIds ?? []);
  return new Set(advancing(ranked, stage.advanceRule, stage.advanceCount));
}

function assemble(
  stage: StageRow,
  totals: TeamTotals[],
  title: string,
  matchesPosted: number,
  updated: Date,
): StageTables {
  const ranked = rankTables(totals);
  const goes = advancingIds(stage, ranked);
  const groupRank = groupRanks(ranked);
  return {
    stage_id: stage.id,
    event_id: stage.eventId,
    title,
    stage_name: stage.name,
    status: stage.status,
    advance: { rule: stage.advanceRule, count: stage.advanceCount },
    matches_posted: matchesPosted,
    overall: ranked.overall.map((row, i) =>
      toStanding(row, i + 1, goes.has(row.teamId), groupRank.get(row.teamId)),
    ),
    groups: ranked.groups.map((group) => ({
      group_id: group.groupId,
      name: group.groupName,
      team_count: group.rows.length,
    })),
    ...tableUpdatedAt(updated),
  };
}

/** The stage's tables, from this instance's copy while the stage's tables_version holds. */
export async function buildStageTables(db: DbOrTx, stage: StageRow): Promise<StageTables> {
  const hit = cachedTables(stage.id);
  if (hit && hit.version === stage.tablesVersion) return hit.tables;
  const [totals, day, updated, matchesPosted] = await readsTogether(db, [
    () => stageTotals(db, stage.id),
    () => findDayEvent(db, stage.eventId),
    () => lastPostedAt(db, stage.id),
    () => postedCount(db, stage.id),
  ]);
  const tables = assemble(
    stage,
    totals,
    day?.event.title ?? '',
    matchesPosted,
    updated ?? new Date(),
  );
  rememberTables(stage.id, { version: stage.tablesVersion, totals, tables });
  return tables;
}

/** The stages/tables answer, serialised once per tables_version and kept beside the tables. */
export async function stageTablesJson(db: DbOrTx, stage: StageRow): Promise<string> {
  const tables = await buildStageTables(db, stage);
  const hit = cachedTables(stage.id);
  if (hit?.tables === tables && hit.json) return hit.json;
  const json = JSON.stringify({ status: true, message: 'Tables', data: tables });
  if (hit?.tables === tables) hit.json = json;
  return json;
}

/**
 * After a match's lines changed (the stage row carries the new version): re-adds only the
 * lobby's teams from the database and re-ranks, when this instance holds the version before.
 */
export async function refreshStageTables(
  db: DbOrTx,
  stage: StageRow,
  teamIds: string[],
  newlyPosted: boolean,
): Promise<StageTables> {
  const hit = cachedTables(stage.id);
  if (!hit || hit.version !== stage.tablesVersion - 1) return buildStageTables(db, stage);
  const fresh = new Map((await stageTotals(db, stage.id, teamIds)).map((row) => [row.teamId, row]));
  const totals = hit.totals.map((row) => fresh.get(row.teamId) ?? row);
  const posted = hit.tables.matches_posted + (newlyPosted ? 1 : 0);
  const tables = assemble(stage, totals, hit.tables.title, posted, new Date());
  rememberTables(stage.id, { version: stage.tablesVersion, totals, tables });
  return tables;
}

/**
 * Pushes the stage's new tables to everyone watching its event (`stage_tables`), just after the
 * caller's answer: encoding 4,096 squads' tables for the sockets (1 MB per namespace) is no part
 * of the organiser's wait (issue 22: a post answered in under 100 ms). Pushes keep their order.
 */
export async function broadcastStageTables(
  deps: Pick<DayDeps, 'database' | 'emitToRoom'>,
  stage: StageRow,
  tables?: StageTables,
): Promise<StageTables> {
  const pushed = tables ?? (await buildStageTables(deps.database.db, stage));
  setImmediate(() => deps.emitToRoom(eventRoom(stage.eventId), STAGE_TABLES_EVENT, pushed));
  return pushed;
}

/** One match: total high first, then the better placement. */
export async function matchStandings(
  db: DbOrTx,
  match: StageMatchRow,
): Promise<StageMatchStanding[]> {
  const [lines, teams, groups] = await readsTogether(db, [
    () => matchResultLines(db, match.id),
    () => groupTeams(db, match.stageId),
    () => groupsOf(db, match.stageId),
  ]);
  const teamOf = new Map(teams.map((team) => [team.team_id, team]));
  const groupOf = new Map(groups.map((group) => [group.id, group.name]));
  return lines
    .map((line) => ({
      rank: 0,
      team_id: line.teamId,
      team_name: teamOf.get(line.teamId)?.team_name ?? '?',
      group_name: groupOf.get(teamOf.get(line.teamId)?.group_id ?? '') ?? '?',
      placement: line.placement,
      kills: line.kills,
      placement_points: line.placementPoints,
      total: line.points,
    }))
    .sort((a, b) => b.total - a.total || a.placement - b.placement)
    .map((row, index) => ({ ...row, rank: index + 1 }));
}

/**
 * The event's final standing: teams of the furthest stage first, in that stage's order, then
 * those who stopped a stage earlier, and so on.
 */
export async function eventStanding(db: DbOrTx, eventId: string): Promise<EventStanding[]> {
  const stages = await listStages(db, eventId);
  const placed = new Set<string>();
  const out: EventStanding[] = [];
  for (const stage of [...stages].reverse()) {
    const ranked = rankTables(await stageTotals(db, stage.id));
    ranked.overall.forEach((row, index) => {
      if (placed.has(row.teamId)) return;
      placed.add(row.teamId);
      out.push({
        rank: out.length + 1,
        team_id: row.teamId,
        team_name: row.teamName,
        stage_no: stage.stageNo,
        stage_name: stage.name,
        stage_rank: index + 1,
        total: row.total,
      });
    });
  }
  return out;
}
