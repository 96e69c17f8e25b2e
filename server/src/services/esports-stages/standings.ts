import type { AdvanceRule, StageStanding } from '@bgmi/shared/server';

// A stage's tables (issue 22) under DESIGN 7's tie-breaks: total points, then chicken dinners,
// then placement points, then kills, then the better placement in the team's last match (not
// having played ranks below), then the name so the order never depends on the database.

export interface TeamTotals {
  teamId: string;
  teamName: string;
  groupId: string;
  groupName: string;
  groupNo: number;
  matchesPlayed: number;
  dinners: number;
  placementPoints: number;
  kills: number;
  total: number;
  lastPlacement: number | null;
}

export interface ResultFact {
  teamId: string;
  matchNo: number;
  placement: number;
  kills: number;
  placementPoints: number;
  points: number;
}

/** Adds up results per team (the same sums the repository's SQL makes; tests compare them). */
export function addUp(
  teams: Omit<
    TeamTotals,
    'matchesPlayed' | 'dinners' | 'placementPoints' | 'kills' | 'total' | 'lastPlacement'
  >[],
  results: ResultFact[],
): TeamTotals[] {
  const rows = new Map<string, TeamTotals & { lastMatch: number }>();
  for (const team of teams)
    rows.set(team.teamId, {
      ...team,
      matchesPlayed: 0,
      dinners: 0,
      placementPoints: 0,
      kills: 0,
      total: 0,
      lastPlacement: null,
      lastMatch: 0,
    });
  for (const result of results) {
    const row = rows.get(result.teamId);
    if (!row) continue;
    row.matchesPlayed += 1;
    if (result.placement === 1) row.dinners += 1;
    row.placementPoints += result.placementPoints;
    row.kills += result.kills;
    row.total += result.points;
    if (result.matchNo > row.lastMatch) {
      row.lastMatch = result.matchNo;
      row.lastPlacement = result.placement;
    }
  }
  return [...rows.values()].map(({ lastMatch: _lastMatch, ...row }) => row);
}

/** Not having played ranks below any placement. */
function lastOf(row: TeamTotals): number {
  return row.lastPlacement ?? Number.MAX_SAFE_INTEGER;
}

// No closure is made per comparison: the server runs under tsx (esbuild's keepNames), where
// each named inner function costs a defineProperty, 50,000 of them per sort of 4,096 squads.
export function compareTotals(a: TeamTotals, b: TeamTotals): number {
  return (
    b.total - a.total ||
    b.dinners - a.dinners ||
    b.placementPoints - a.placementPoints ||
    b.kills - a.kills ||
    lastOf(a) - lastOf(b) ||
    (a.teamName < b.teamName ? -1 : a.teamName > b.teamName ? 1 : 0) ||
    (a.teamId < b.teamId ? -1 : a.teamId > b.teamId ? 1 : 0)
  );
}

export function toStanding(
  row: TeamTotals,
  rank: number,
  advances: boolean,
  groupRank = 0,
): StageStanding {
  return {
    rank,
    team_id: row.teamId,
    team_name: row.teamName,
    group_id: row.groupId,
    group_name: row.groupName,
    group_rank: groupRank,
    matches_played: row.matchesPlayed,
    dinners: row.dinners,
    placement_points: row.placementPoints,
    kills: row.kills,
    total: row.total,
    last_placement: row.lastPlacement,
    advances,
  };
}

export interface RankedTables {
  overall: TeamTotals[];
  groups: { groupId: string; groupName: string; groupNo: number; rows: TeamTotals[] }[];
}

export function rankTables(totals: TeamTotals[]): RankedTables {
  const overall = [...totals].sort(compareTotals);
  const byGroup = new Map<string, RankedTables['groups'][number]>();
  for (const row of overall) {
    const group = byGroup.get(row.groupId) ?? {
      groupId: row.groupId,
      groupName: row.groupName,
      groupNo: row.groupNo,
      rows: [],
    };
    group.rows.push(row);
    byGroup.set(row.groupId, group);
  }
  return { overall, groups: [...byGroup.values()].sort((a, b) => a.groupNo - b.groupNo) };
}

/**
 * Who goes on, best first: top `count` of each group (ordered by place in the group, then by
 * the overall order), or top `count` overall; `manual` takes the organiser's list as given.
 */
export function advancing(
  tables: RankedTables,
  rule: AdvanceRule,
  count: number,
  manual: string[] = [],
): string[] {
  if (rule === 'manual') return manual;
  if (rule === 'overall') return tables.overall.slice(0, count).map((row) => row.teamId);
  const placeInGroup = new Map<string, number>();
  for (const group of tables.groups)
    group.rows.slice(0, count).forEach((row, index) => placeInGroup.set(row.teamId, index));
  return tables.overall
    .filter((row) => placeInGroup.has(row.teamId))
    .sort((a, b) => placeInGroup.get(a.teamId)! - placeInGroup.get(b.teamId)!)
    .map((row) => row.teamId);
}

/** Each team's place in its group's table. */
export function groupRanks(tables: RankedTables): Map<string, number> {
  const ranks = new Map<string, number>();
  for (const group of tables.groups)
    group.rows.forEach((row, index) => ranks.set(row.teamId, index + 1));
  return ranks;
}
