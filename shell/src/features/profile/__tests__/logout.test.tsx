import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { sessionStore } from '@bgmi/shared';
import { ProfileMenu } from '../components/profile-menu';
import { NEO } from '../../../testing/fixtures';

const userinfo = { ...NEO, auth_token: 'secret-token' };

/** Answers user/logout with `logout`; other calls (the profile's own data) with a failure. */
function stubFetch(logout: () => Promise<unknown>) {
  const stub = jest.fn(async (url: string) => {
    if (url.endsWith('/user/logout')) return logout();
    return { ok: false, status: 500, json: async () => ({ status: false, message: 'x' }) };
  });
  (globalThis as { fetch: unknown }).fetch = stub;
  return stub;
}

async function clickLogout() {
  renderWithProviders(<ProfileMenu />, { bare: true });
  await userEvent.click(screen.getByRole('button', { name: 'Profile of Neo Rao' }));
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
}

beforeEach(() => sessionStore.getState().login(userinfo));

describe('Logout in the profile menu', () => {
  it('sends user/logout with the token, then forgets the session', async () => {
    const stub = stubFetch(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ status: true, message: 'Logged out' }),
    }));
    await clickLogout();
    const call = stub.mock.calls.find(([url]) => String(url).endsWith('/BGMI/user/logout')) as
      unknown[] | undefined;
    expect(call).toBeDefined();
    const init = call![1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer secret-token');
    expect(sessionStore.getState().userinfo).toBeNull();
    expect(screen.queryByRole('button', { name: 'Profile of Neo Rao' })).not.toBeInTheDocument();
  });

  it('still logs out locally when offline (the call fails)', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await clickLogout();
    await waitFor(() => expect(sessionStore.getState().userinfo).toBeNull());
  });
});
