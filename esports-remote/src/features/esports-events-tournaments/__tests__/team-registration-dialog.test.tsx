import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamListTeam } from '@bgmi/shared';
import { TeamRegistrationDialog } from '../components/team-registration-dialog';
import { makeEvent } from './make-event';
import { renderWithProviders } from '../../../testing/render';
import { apiAnswer, apiSent, mockAnyApi } from '@bgmi/shared/testing/mock-api';

const member = (n: number) => ({
  _id: `u${n}`,
  bgmiUserId: `gid_${n}`,
  name: `Player ${n}`,
  role: 'member' as const,
});
const team = (name: string, size: number): TeamListTeam => ({
  _id: name,
  team_name: name,
  leader_bgmiId: 'gid_1',
  members: Array.from({ length: size }, (_, i) => member(i + 1)),
  is_active: true,
  team_rank: 0,
  total_matches_played: 0,
  total_wins: 0,
  total_earnings: 0,
});

function renderDialog(onClose = jest.fn()) {
  renderWithProviders(
    <TeamRegistrationDialog
      event={makeEvent()}
      teams={[team('Alpha', 5), team('Bravo', 4)]}
      bgmiUserId="gid_1"
      onClose={onClose}
    />,
  );
  return onClose;
}

const join = (n: number) => screen.getByRole('button', { name: `Join Tournament (${n}/4)` });

describe('team-registration dialog validation', () => {
  it('asks for a team first', async () => {
    renderDialog();
    await userEvent.click(join(0));
    expect(await screen.findByText('Select a team first.')).toBeInTheDocument();
    expect(apiSent()).toEqual([]);
  });

  it('needs exactly 4 players, refuses a fifth tick and counts n/4', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Alpha' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.getByText('(gid_3)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Player 1/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Player 2/ }));
    await userEvent.click(join(2));
    expect(await screen.findByText('You must select exactly 4 players.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Player 3/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Player 4/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Player 5/ }));
    expect(
      await screen.findByText('You can select only 4 players per tournament.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Player 5/ })).not.toBeChecked();
    expect(join(4)).toBeInTheDocument();
    expect(apiSent()).toEqual([]);
  });

  it('clears the chosen players when the team changes', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Alpha' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Player 1/ }));
    expect(join(1)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Bravo' }));
    expect(join(0)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Player 1/ })).not.toBeChecked();
  });

  it('sends the 4 game ids and shows the success message', async () => {
    mockAnyApi({ status: true, message: 'Team registered successfully!' });
    const onClose = renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Bravo' }));
    for (const n of [1, 2, 3, 4])
      await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(`Player ${n}`) }));
    await userEvent.click(join(4));
    expect(await screen.findByText('Team registered successfully!')).toBeInTheDocument();
    expect(apiSent()[0]?.body).toEqual({
      tournament_id: makeEvent()._id,
      team_name: 'Bravo',
      bgmiUserId: 'gid_1',
      selectedPlayers: ['gid_1', 'gid_2', 'gid_3', 'gid_4'],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows players already registered as an info toast', async () => {
    mockAnyApi(
      apiAnswer(409, {
        status: false,
        message: 'Already registered: gid_2',
        alreadyRegisteredPlayers: ['gid_2'],
      }),
    );
    const onClose = renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Bravo' }));
    for (const n of [1, 2, 3, 4])
      await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(`Player ${n}`) }));
    await userEvent.click(join(4));
    expect(await screen.findByText('Already registered: gid_2')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
