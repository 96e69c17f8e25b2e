import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { logoutEndpoint, sessionStore } from '@bgmi/shared';
import { mockApi, NETWORK_ERROR } from '@bgmi/shared/testing/mock-api';
import { ProfileMenu } from '../components/profile-menu';
import { answerProfile, NEO } from '../../../testing/fixtures';

const userinfo = { ...NEO, auth_token: 'secret-token' };

async function clickLogout() {
  renderWithProviders(<ProfileMenu />, { bare: true });
  await userEvent.click(screen.getByRole('button', { name: 'Profile of Neo Rao' }));
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
}

beforeEach(() => {
  sessionStore.getState().login(userinfo);
  answerProfile({ team_name: [], match_making: false });
});

describe('Logout in the profile menu', () => {
  it('sends user/logout with the token, then forgets the session', async () => {
    const { calls } = mockApi(logoutEndpoint, { status: true, message: 'Logged out' });
    await clickLogout();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(sessionStore.getState().userinfo).toBeNull();
    expect(screen.queryByRole('button', { name: 'Profile of Neo Rao' })).not.toBeInTheDocument();
  });

  it('still logs out locally when offline (the call fails)', async () => {
    mockApi(logoutEndpoint, NETWORK_ERROR);
    await clickLogout();
    await waitFor(() => expect(sessionStore.getState().userinfo).toBeNull());
  });
});
