import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OverallStanding } from '@bgmi/shared/day-and-money';
import { renderWithQuery } from '../../../testing/render';
import { OverallTable } from '../components/standings-table';

const row = (rank: number, name: string): OverallStanding => ({
  rank,
  team_id: `t${rank}`,
  team_name: name,
  matches_played: 3,
  dinners: rank === 1 ? 2 : 0,
  placement_points: 20 - rank,
  kills: 10 - rank,
  total: 30 - 2 * rank,
  last_placement: rank,
});

// Phone first (issue 22): a tap on a team opens the line with the numbers a phone hides, under
// that team's row; a second tap closes it.
test('a tap on a team opens its hidden numbers under its row, and closes them', async () => {
  renderWithQuery(<OverallTable rows={[row(1, 'Team Vortex'), row(2, 'Soul')]} />);
  const table = screen.getByRole('table', { name: 'Overall standings' });
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  const vortex = screen.getByRole('button', { name: 'Team Vortex' });
  expect(vortex).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(vortex);
  expect(vortex).toHaveAttribute('aria-expanded', 'true');
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(4);
  expect(rows[2]).toHaveClass('pt-detail-row');
  expect(rows[2]).toHaveTextContent('3 matches · 2 WWCD · 19 placement pts');
  expect(rows[3]).toHaveTextContent('Soul');
  await userEvent.click(vortex);
  expect(within(table).getAllByRole('row')).toHaveLength(3);
});
