import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TeamsTab } from '../components/teams-tab';
import { logIn, ME } from '../../../testing/fixtures';
import { apiSent, mockApis } from '@bgmi/shared/testing/mock-api';
import { renderWithQuery } from '../../../testing/render';

jest.mock('@bgmi/shared', () => ({
  ...jest.requireActual('@bgmi/shared'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

const card = (name: string, leader: boolean, member: boolean) => ({
  _id: name,
  team_name: name,
  leader_bgmiId: leader ? ME.bgmiUserId : 'someone',
  leader_name: leader ? ME.name : 'Someone',
  members_count: 1,
  is_member: member,
  is_leader: leader,
  pending_request: false,
});

beforeEach(() => logIn());

describe('Teams tab', () => {
  it('asks before deleting a led team and sends nothing when the answer is no', async () => {
    mockApis({
      'get-all-teams': {
        status: true,
        message: 'ok',
        data: {
          my_teams: [card('<b>Owls</b>', true, true)],
          other_teams: [card('Hawks', false, false)],
        },
      },
      'handle-cancel-leave': {
        status: true,
        message: 'Team deleted/left successfully',
        action: 'delete',
      },
    });
    const confirm = jest
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    renderWithQuery(<TeamsTab />);
    const mine = await screen.findByRole('list', { name: 'My Teams' });
    expect(within(mine).getByText('<b>Owls</b>')).toBeInTheDocument();
    expect(within(mine).getByText(/1 member$/)).toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: 'Delete team <b>Owls</b>' }));
    expect(confirm).toHaveBeenLastCalledWith(
      'Delete the team "<b>Owls</b>"? This cannot be undone.',
    );
    expect(apiSent().filter((call) => call.path === 'handle-cancel-leave')).toHaveLength(0);
    await userEvent.click(within(mine).getByRole('button', { name: 'Delete team <b>Owls</b>' }));
    await waitFor(() =>
      expect(apiSent().find((call) => call.path === 'handle-cancel-leave')?.body).toEqual({
        team_name: '<b>Owls</b>',
        bgmiUserId: ME.bgmiUserId,
        action: 'delete',
      }),
    );
    const others = screen.getByRole('list', { name: 'Other Teams' });
    expect(within(others).getByRole('button', { name: 'Request to Join' })).toBeEnabled();
  });
});
