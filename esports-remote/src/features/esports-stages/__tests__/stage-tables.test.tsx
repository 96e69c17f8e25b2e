import { screen, within } from '@testing-library/react';
import type { StageTables } from '@bgmi/shared/day-and-money';
import { groupStandings } from '@bgmi/shared/day-and-money';
import { renderWithQuery } from '../../../testing/render';
import { StageTable } from '../components/stage-table';
import { stageTableText } from '../components/table-text';

const row = (
  rank: number,
  name: string,
  group: string,
  groupRank: number,
  total: number,
  advances: boolean,
) => ({
  rank,
  team_id: name,
  team_name: name,
  group_id: group,
  group_name: group,
  group_rank: groupRank,
  matches_played: 2,
  dinners: rank === 1 ? 1 : 0,
  placement_points: total - 3,
  kills: 3,
  total,
  last_placement: rank,
  advances,
});

const tables: StageTables = {
  stage_id: 's',
  event_id: 'e',
  title: 'BGMI Cup',
  stage_name: 'Qualifier',
  status: 'open',
  advance: { rule: 'overall', count: 2 },
  matches_posted: 2,
  overall: [
    row(1, 'Alpha', 'A', 1, 20, true),
    row(2, 'Bravo', 'B', 1, 15, true),
    row(3, 'Charlie', 'A', 2, 9, false),
  ],
  groups: [
    { group_id: 'A', name: 'A', team_count: 2 },
    { group_id: 'B', name: 'B', team_count: 1 },
  ],
  updated_at: new Date(0).toISOString(),
};

describe('stage tables on the page', () => {
  it('a group table is its rows of the overall table, ranked in the group', () => {
    expect(groupStandings(tables, 'A').map((r) => [r.rank, r.team_name])).toEqual([
      [1, 'Alpha'],
      [2, 'Charlie'],
    ]);
  });

  it('the WhatsApp text lists rank, team, points, kills and a tick for who goes on', () => {
    expect(stageTableText(tables, null, 'https://x/e')).toBe(
      [
        'BGMI Cup · Qualifier · Overall (2 matches)',
        '1. Alpha - 20 pts, 3 kills ✓',
        '2. Bravo - 15 pts, 3 kills ✓',
        '3. Charlie - 9 pts, 3 kills',
        '✓ goes on',
        'https://x/e',
      ].join('\n'),
    );
    expect(stageTableText(tables, 'A', 'u', 1).split('\n').slice(0, 3)).toEqual([
      'BGMI Cup · Qualifier · Group A (2 matches)',
      '1. Alpha - 20 pts, 3 kills ✓',
      '… 1 more',
    ]);
  });

  it('shows kills and total in their own columns and folds the rest under the name', () => {
    renderWithQuery(<StageTable rows={tables.overall} label="Overall" showGroup />);
    const table = screen.getByRole('table', { name: 'Overall' });
    const first = within(table).getAllByRole('row')[1]!;
    const cells = within(first).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('1');
    expect(cells[1]).toHaveTextContent('Alpha');
    expect(cells[1]).toHaveTextContent('M 2 · WWCD 1 · Place 17');
    expect(cells[cells.length - 2]).toHaveTextContent('3');
    expect(cells[cells.length - 1]).toHaveTextContent('20');
    expect(within(first).getByTitle('Goes on to the next stage')).toBeInTheDocument();
  });
});
