import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as shared from '@bgmi/shared';
import { CreateTeamTab } from '../components/create-team-tab';
import { JoinRequestDialog } from '../components/join-request-dialog';
import { logIn, ME } from '../../../testing/fixtures';
import { apiAnswer, apiSent, mockApi, mockApis } from '@bgmi/shared/testing/mock-api';
import { renderWithQuery } from '../../../testing/render';

jest.mock('@bgmi/shared', () => ({
  ...jest.requireActual('@bgmi/shared'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

beforeEach(() => {
  (shared.notifyError as jest.Mock).mockClear();
  (shared.notifySuccess as jest.Mock).mockClear();
  logIn();
});

describe('Create Team', () => {
  it('refuses a blank name with the spec message and calls nothing', async () => {
    renderWithQuery(<CreateTeamTab />);
    await userEvent.type(screen.getByLabelText('Team name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Team name cannot be empty');
    expect(shared.notifyError).toHaveBeenCalledWith('Team name cannot be empty');
    expect(apiSent()).toEqual([]);
  });

  it('sends the trimmed name and toasts the spec success message', async () => {
    mockApis({
      'create-team': {
        status: true,
        message: 'Team created successfully',
        data: { _id: 't1', team_name: 'Owls' },
      },
    });
    renderWithQuery(<CreateTeamTab />);
    await userEvent.type(screen.getByLabelText('Team name'), '  Owls ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    await waitFor(() =>
      expect(shared.notifySuccess).toHaveBeenCalledWith('Team created successfully'),
    );
    expect(apiSent()[0]).toEqual({
      path: 'create-team',
      body: { team_name: 'Owls', bgmiUserId: ME.bgmiUserId },
    });
    expect(screen.getByLabelText('Team name')).toHaveValue('');
  });

  it('shows the server message of a refused name', async () => {
    mockApi(
      'create-team',
      apiAnswer(409, {
        status: false,
        message: 'A team with this name already exists',
        field: 'team_name',
      }),
    );
    renderWithQuery(<CreateTeamTab />);
    await userEvent.type(screen.getByLabelText('Team name'), 'Owls');
    await userEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    await waitFor(() =>
      expect(shared.notifyError).toHaveBeenCalledWith('A team with this name already exists'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('A team with this name already exists');
  });
});

describe('Join request dialog', () => {
  it('keeps Send Request disabled while the message is blank, then sends it', async () => {
    mockApis({
      'add-player-to-team': { status: true, message: 'Join request sent' },
    });
    const onClose = jest.fn();
    renderWithQuery(<JoinRequestDialog teamName="Owls" onClose={onClose} />);
    const send = screen.getByRole('button', { name: 'Send Request' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Message to the team leader'), '   ');
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Message to the team leader'), 'I snipe');
    expect(send).toBeEnabled();
    await userEvent.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(shared.notifySuccess).toHaveBeenCalledWith('Join request sent');
    expect(apiSent()[0]?.body).toMatchObject({
      team_name: 'Owls',
      message: 'I snipe',
      player_id: ME.userId,
    });
  });
});
