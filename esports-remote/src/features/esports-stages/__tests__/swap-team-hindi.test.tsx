import { act, screen } from '@testing-library/react';
import { switchLanguage } from '@bgmi/shared/i18n';
import { renderWithQuery } from '../../../testing/render';
import { SwapTeamForm } from '../components/swap-team-form';

jest.mock('../api/stage-detail', () => ({
  useStageDetail: () => ({
    data: {
      groups: [{ name: 'A', teams: [{ team_id: 't1', team_name: 'Alpha' }] }],
      matches: [{ results_posted: false }],
    },
  }),
}));
jest.mock('../api/swap-team', () => ({
  useSlotHolders: () => ({ data: [{ team_id: 't2', team_name: 'Bravo' }] }),
  useSwapStageTeam: () => ({ mutate: jest.fn(), isPending: false }),
}));

afterEach(() => act(() => switchLanguage('en')));

describe('Swap team form', () => {
  it('speaks English by default and Hindi when chosen', async () => {
    const { unmount } = renderWithQuery(<SwapTeamForm eventId="e" stageId="s" />);
    expect(screen.getByRole('heading', { name: 'Swap or replace a team' })).toBeInTheDocument();
    unmount();
    await act(() => switchLanguage('hi'));
    renderWithQuery(<SwapTeamForm eventId="e" stageId="s" />);
    expect(
      screen.getByRole('heading', { name: 'टीम बदलें या उसकी जगह दूसरी लाएँ' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Alpha (ग्रुप A)')[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बदलें' })).toBeInTheDocument();
  });
});
