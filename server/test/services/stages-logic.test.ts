import fc from 'fast-check';
import { rotation, pairMeetings } from '../../src/services/esports-stages/schedule';
import {
  groupName,
  shuffleWithSeed,
  splitIntoGroups,
} from '../../src/services/esports-stages/seeding';
import {
  addUp,
  advancing,
  rankTables,
  type ResultFact,
  type TeamTotals,
} from '../../src/services/esports-stages/standings';

// Property tests of the stages' rules (issue 22): table order, advancement, balance, draws.

const PMGC = [10, 6, 5, 4, 3, 2, 1, 1];

/** Random stage: teams in groups, matches each giving distinct placements to a subset. */
const stageArb = fc
  .record({
    groups: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 5 }),
    matches: fc.array(
      fc.record({
        order: fc.array(fc.nat(), { maxLength: 30 }),
        kills: fc.array(fc.nat({ max: 15 }), { maxLength: 30 }),
      }),
      { maxLength: 8 },
    ),
  })
  .map(({ groups, matches }) => {
    const teams: Omit<
      TeamTotals,
      'matchesPlayed' | 'dinners' | 'placementPoints' | 'kills' | 'total' | 'lastPlacement'
    >[] = [];
    groups.forEach((size, g) => {
      for (let i = 0; i < size; i += 1)
        teams.push({
          teamId: `t${g}-${i}`,
          teamName: `T${(i * 7 + g) % 5}`,
          groupId: `g${g}`,
          groupName: groupName(g),
          groupNo: g + 1,
        });
    });
    const results: ResultFact[] = [];
    matches.forEach((match, m) => {
      const playing = [...new Set(match.order.map((n) => n % teams.length))];
      playing.forEach((index, place) => {
        const placement = place + 1;
        const kills = match.kills[place] ?? 0;
        const pp = PMGC[placement - 1] ?? 0;
        results.push({
          teamId: teams[index]!.teamId,
          matchNo: m + 1,
          placement,
          kills,
          placementPoints: pp,
          points: pp + kills,
        });
      });
    });
    return { teams, results };
  });

const key = (row: TeamTotals) => [
  row.total,
  row.dinners,
  row.placementPoints,
  row.kills,
  -(row.lastPlacement ?? Number.MAX_SAFE_INTEGER),
];
function notBefore(a: TeamTotals, b: TeamTotals): boolean {
  const [x, y] = [key(a), key(b)];
  for (let i = 0; i < x.length; i += 1) if (x[i] !== y[i]) return x[i]! > y[i]!;
  return a.teamName <= b.teamName;
}

describe('stage tables (DESIGN 7 tie-breaks)', () => {
  it('any results give overall and group tables ordered by points, dinners, placement points, kills, last placement', () => {
    fc.assert(
      fc.property(stageArb, ({ teams, results }) => {
        const ranked = rankTables(addUp(teams, results));
        expect(ranked.overall).toHaveLength(teams.length);
        for (let i = 0; i + 1 < ranked.overall.length; i += 1)
          expect(notBefore(ranked.overall[i]!, ranked.overall[i + 1]!)).toBe(true);
        for (const group of ranked.groups)
          for (let i = 0; i + 1 < group.rows.length; i += 1)
            expect(notBefore(group.rows[i]!, group.rows[i + 1]!)).toBe(true);
        const total = results.reduce((sum, r) => sum + r.points, 0);
        expect(ranked.overall.reduce((sum, r) => sum + r.total, 0)).toBe(total);
      }),
    );
  });

  it('a tie on points goes to dinners, then placement points, then kills, then the last match', () => {
    const teams = ['A', 'B'].map((name) => ({
      teamId: name,
      teamName: name,
      groupId: 'g',
      groupName: 'A',
      groupNo: 1,
    }));
    const line = (
      teamId: string,
      matchNo: number,
      placement: number,
      kills: number,
    ): ResultFact => ({
      teamId,
      matchNo,
      placement,
      kills,
      placementPoints: PMGC[placement - 1] ?? 0,
      points: (PMGC[placement - 1] ?? 0) + kills,
    });
    // Both 10 points: B has the dinner.
    expect(
      rankTables(addUp(teams, [line('A', 1, 2, 4), line('B', 1, 1, 0)])).overall[0]!.teamId,
    ).toBe('B');
    // Both 12 (no dinners): A has 6 placement points against B's 5.
    expect(
      rankTables(addUp(teams, [line('A', 1, 2, 6), line('B', 1, 3, 7)])).overall[0]!.teamId,
    ).toBe('A');
    // Equal on everything but the last match: B placed better there.
    const even = [line('A', 1, 3, 2), line('B', 1, 4, 3), line('A', 2, 4, 3), line('B', 2, 3, 2)];
    expect(rankTables(addUp(teams, even)).overall[0]!.teamId).toBe('B');
  });
});

describe('advancement takes exactly N', () => {
  it('top N per group takes min(N, size) of each group, top N overall min(N, teams)', () => {
    fc.assert(
      fc.property(stageArb, fc.integer({ min: 1, max: 8 }), ({ teams, results }, n) => {
        const ranked = rankTables(addUp(teams, results));
        const perGroup = advancing(ranked, 'per_group', n);
        expect(perGroup).toHaveLength(
          ranked.groups.reduce((sum, g) => sum + Math.min(n, g.rows.length), 0),
        );
        expect(new Set(perGroup).size).toBe(perGroup.length);
        for (const group of ranked.groups)
          expect(group.rows.slice(0, n).every((row) => perGroup.includes(row.teamId))).toBe(true);
        const overall = advancing(ranked, 'overall', n);
        expect(overall).toEqual(ranked.overall.slice(0, n).map((row) => row.teamId));
        expect(overall).toHaveLength(Math.min(n, teams.length));
      }),
    );
  });
});

describe('rotation schedule', () => {
  it('two groups a lobby: a whole number of cycles is balanced, each group plays once a round', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }),
        fc.integer({ min: 1, max: 3 }),
        (groups, cycles) => {
          const cycle = groups % 2 === 0 ? groups - 1 : groups;
          const { rounds, balance } = rotation(groups, 2, cycle * cycles);
          expect(balance).toMatchObject({
            balanced: true,
            min_meetings: cycles,
            max_meetings: cycles,
          });
          for (const round of rounds) {
            const seen = round.flat();
            expect(new Set(seen).size).toBe(seen.length);
            expect(seen.length).toBe(groups % 2 === 0 ? groups : groups - 1);
          }
        },
      ),
    );
  });

  it('says when the counts do not allow balance, and its figures are the real ones', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 20 }),
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 1, max: 12 }),
        (groups, per, roundCount) => {
          const { rounds, balance } = rotation(groups, Math.min(per, groups), roundCount);
          const { min, max } = pairMeetings(groups, rounds);
          expect([balance.min_meetings, balance.max_meetings]).toEqual([min, max]);
          expect(balance.balanced).toBe(min === max);
          if (!balance.balanced) expect(balance.note).toMatch(/^Not balanced/);
          // Two a lobby with an odd count: one group sits each round out (the bye).
          const playing = Math.min(per, groups) === 2 && groups % 2 === 1 ? groups - 1 : groups;
          for (const round of rounds) expect(new Set(round.flat()).size).toBe(playing);
        },
      ),
    );
  });

  it('4 groups, 2 a lobby, 3 rounds: every pair meets once in 6 matches', () => {
    const { rounds, balance } = rotation(4, 2, 3);
    expect(rounds.flat()).toHaveLength(6);
    expect(balance.note).toBe('Every pair of groups meets 1 time.');
    // The same sentence by its code, for a client to word in Hindi (issue 23).
    expect(balance.words).toEqual([{ code: 'stage-balance.even_one' }]);
  });
});

describe('group draws', () => {
  it('fewest groups of at most `size`, sizes within one, every team once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 25 }),
        fc.constantFrom<'blocks' | 'snake'>('blocks', 'snake'),
        (n, size, mode) => {
          const teams = Array.from({ length: n }, (_, i) => i);
          const groups = splitIntoGroups(teams, size, mode);
          expect(groups).toHaveLength(Math.ceil(n / size));
          const sizes = groups.map((g) => g.length);
          expect(Math.max(...sizes)).toBeLessThanOrEqual(size);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          expect(groups.flat().sort((a, b) => a - b)).toEqual(teams);
        },
      ),
    );
  });

  it('the same seed gives the same draw; another seed another', () => {
    const teams = Array.from({ length: 64 }, (_, i) => `t${i}`);
    expect(shuffleWithSeed(teams, 'abc')).toEqual(shuffleWithSeed(teams, 'abc'));
    expect(shuffleWithSeed(teams, 'abc')).not.toEqual(shuffleWithSeed(teams, 'abd'));
    expect([0, 25, 26, 701].map(groupName)).toEqual(['A', 'Z', 'AA', 'ZZ']);
  });
});
