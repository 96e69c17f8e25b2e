import { PRESET_PLACEMENT_POINTS, type PointsSystem } from '@bgmi/shared/server';
import {
  matchStandings,
  overallStandings,
  placementPoints,
  type MatchInput,
} from '../../../src/services/scrim-day/points';

const pmgc: PointsSystem = {
  preset: 'pmgc',
  placement_points: PRESET_PLACEMENT_POINTS.pmgc,
  kill_points: 1,
};
const classic: PointsSystem = {
  preset: 'classic',
  placement_points: PRESET_PLACEMENT_POINTS.classic,
  kill_points: 1,
};

let n = 0;
function match(
  matchNo: number,
  lines: [team: string, placement: number, kills: number][],
): MatchInput {
  return {
    matchId: `m${matchNo}`,
    matchNo,
    map: 'Erangel',
    results: lines.map(([team, placement, kills]) => ({
      resultId: `r${(n += 1)}`,
      teamId: team,
      teamName: team,
      placement,
      kills,
      postedAt: new Date(0),
      flagged: false,
    })),
  };
}
const order = (system: PointsSystem, matches: MatchInput[]) =>
  overallStandings(system, matches).map((row) => row.team_name);

describe('points presets (DESIGN 7)', () => {
  it('pmgc: 10, 6, 5, 4, 3, 2, 1, 1 then 0', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 16].map((p) => placementPoints(pmgc, p))).toEqual([
      10, 6, 5, 4, 3, 2, 1, 1, 0, 0,
    ]);
  });
  it('classic: 15, 12, 10, 8, 6, 4, 2, then 1 for 8th-12th, 0 below', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 12, 13].map((p) => placementPoints(classic, p))).toEqual([
      15, 12, 10, 8, 6, 4, 2, 1, 1, 0,
    ]);
  });
  it('a custom table and kill points', () => {
    const custom: PointsSystem = { preset: 'custom', placement_points: [20, 10], kill_points: 2 };
    expect(
      matchStandings(
        custom,
        match(1, [
          ['A', 1, 3],
          ['B', 3, 1],
        ]),
      ).map((r) => [r.team_name, r.total]),
    ).toEqual([
      ['A', 26],
      ['B', 2],
    ]);
  });
});

describe('tie-breaks: dinners, placement points, kills, last match', () => {
  it('equal totals: more chicken dinners first', () => {
    // A: 10+0 = 10 (1 dinner); B: 6+4 = 10 (0 dinners)
    expect(
      order(pmgc, [
        match(1, [
          ['A', 1, 0],
          ['B', 2, 4],
        ]),
      ]),
    ).toEqual(['A', 'B']);
  });
  it('equal totals and dinners: more placement points first', () => {
    // A: 5+1 (p) + 0 = 6 ; B: 4 + 2 kills = 6 -> A has more placement points
    expect(
      order(pmgc, [
        match(1, [
          ['A', 3, 1],
          ['B', 4, 2],
        ]),
      ]),
    ).toEqual(['A', 'B']);
  });
  it('then more kills', () => {
    // Two matches: A places 3rd then 6th (5+2=7 pp) with 3 kills; B 4th and 5th (4+3=7 pp) with 3 kills: equal; C differs by kills
    const m1 = match(1, [
      ['A', 3, 1],
      ['B', 4, 1],
      ['C', 2, 0],
    ]);
    const m2 = match(2, [
      ['A', 6, 2],
      ['B', 5, 2],
      ['C', 9, 1],
    ]);
    // totals: A 7+3=10, B 7+3=10, C 6+1=7; A and B tie on everything but the last match (B 5th beats A 6th)
    expect(order(pmgc, [m1, m2])).toEqual(['B', 'A', 'C']);
  });
  // With one kill value per event, equal totals and placement points imply equal kills, so the
  // kills step can only be reached through the last-match step's inputs; both are checked here.
  it('placement points, then the last match, on classic', () => {
    // A: 8th+8th = 2 pp, 4 kills = 6 ; B: 7th+7th = 2 pp... use classic to separate: equal pp, more kills wins
    const m1 = match(1, [
      ['A', 9, 3],
      ['B', 10, 1],
    ]);
    const m2 = match(2, [
      ['A', 13, 0],
      ['B', 12, 1],
    ]);
    // classic: A 1+0 pp = 1, kills 3 -> 4; B 1+1 pp = 2, kills 2 -> 4; B has more placement points
    expect(order(classic, [m1, m2])).toEqual(['B', 'A']);
    const m3 = match(1, [
      ['A', 9, 3],
      ['B', 10, 2],
    ]);
    const m4 = match(2, [
      ['A', 13, 0],
      ['B', 14, 1],
    ]);
    // A: pp 1, kills 3 = 4; B: pp 1, kills 3 = 4 -> equal; last match A 13th beats B 14th
    expect(order(classic, [m3, m4])).toEqual(['A', 'B']);
  });
  it('per-match standings rank by total, then the better placement', () => {
    // A: 6 + 5 = 11 beats B: 10 + 0; then A: 6 + 4 = 10 ties B: 10 and B placed better.
    expect(
      matchStandings(
        pmgc,
        match(1, [
          ['A', 2, 5],
          ['B', 1, 0],
        ]),
      ).map((r) => r.team_name),
    ).toEqual(['A', 'B']);
    expect(
      matchStandings(
        pmgc,
        match(1, [
          ['A', 2, 4],
          ['B', 1, 0],
        ]),
      ).map((r) => r.team_name),
    ).toEqual(['B', 'A']);
  });
});
