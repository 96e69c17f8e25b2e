import type { MatchStanding, OverallStanding, PointsSystem } from '@bgmi/shared/server';
import { postedAtToWire } from '../../wire/scrim-day';

// The points table from posted results (DESIGN 7), pure so the presets and tie-breaks are tested
// without a database and the JSON table and the PNG share one computation.

export interface ResultInput {
  resultId: string;
  teamId: string;
  teamName: string;
  placement: number;
  kills: number;
  postedAt: Date;
  flagged: boolean;
}

export interface MatchInput {
  matchId: string;
  matchNo: number;
  map: string;
  results: ResultInput[];
}

/** Placement points of a place under a system: the table's entry, 0 beyond it. */
export function placementPoints(system: PointsSystem, placement: number): number {
  return system.placement_points?.[placement - 1] ?? 0;
}

export function resultPoints(system: PointsSystem, placement: number, kills: number): number {
  return placementPoints(system, placement) + kills * system.kill_points;
}

/** One match: total (placement points + kill points) high first, then the better placement. */
export function matchStandings(system: PointsSystem, match: MatchInput): MatchStanding[] {
  return match.results
    .map((result) => ({
      rank: 0,
      result_id: result.resultId,
      team_id: result.teamId,
      team_name: result.teamName,
      placement: result.placement,
      kills: result.kills,
      placement_points: placementPoints(system, result.placement),
      total: resultPoints(system, result.placement, result.kills),
      flagged: result.flagged,
      ...postedAtToWire(result.postedAt),
    }))
    .sort((a, b) => b.total - a.total || a.placement - b.placement)
    .map((row, index) => ({ ...row, rank: index + 1 }));
}

/**
 * The overall table: total points, ties broken on chicken dinners, then placement points, then
 * kills, then the better placement in the last match played by the event (not playing it ranks
 * below playing it), then the team name so the order never depends on the database.
 */
export function overallStandings(system: PointsSystem, matches: MatchInput[]): OverallStanding[] {
  const played = matches
    .filter((match) => match.results.length)
    .sort((a, b) => a.matchNo - b.matchNo);
  const lastMatch = played[played.length - 1];
  const rows = new Map<string, OverallStanding>();
  for (const match of played) {
    for (const result of match.results) {
      const row = rows.get(result.teamId) ?? {
        rank: 0,
        team_id: result.teamId,
        team_name: result.teamName,
        matches_played: 0,
        dinners: 0,
        placement_points: 0,
        kills: 0,
        total: 0,
        last_placement: null,
      };
      row.matches_played += 1;
      if (result.placement === 1) row.dinners += 1;
      row.placement_points += placementPoints(system, result.placement);
      row.kills += result.kills;
      row.total += resultPoints(system, result.placement, result.kills);
      if (match === lastMatch) row.last_placement = result.placement;
      rows.set(result.teamId, row);
    }
  }
  const last = (row: OverallStanding) => row.last_placement ?? Number.MAX_SAFE_INTEGER;
  return [...rows.values()]
    .sort(
      (a, b) =>
        b.total - a.total ||
        b.dinners - a.dinners ||
        b.placement_points - a.placement_points ||
        b.kills - a.kills ||
        last(a) - last(b) ||
        a.team_name.localeCompare(b.team_name),
    )
    .map((row, index) => ({ ...row, rank: index + 1 }));
}
