import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import { sessionStore } from '@bgmi/shared';
import { renderWithProviders } from '../../../testing/render';
import { ProfileMenu } from '../components/profile-menu';
import { NEO } from '../../../testing/fixtures';

/** Issue 25: change password and log out everywhere from the profile menu. */
type Reply = { status: number; body: Record<string, unknown> };
function stubFetch(replies: Record<string, Reply>) {
  const stub = jest.fn(async (url: string) => {
    const path = Object.keys(replies).find((key) => url.endsWith(`/${key}`));
    const reply = path
      ? replies[path]!
      : { status: 200, body: { status: true, message: 'ok', data: { _id: 'u1', team_name: [] } } };
    return { ok: reply.status < 400, status: reply.status, json: async () => reply.body };
  });
  (globalThis as { fetch: unknown }).fetch = stub;
  return stub;
}

function renderMenu() {
  renderWithProviders(<ProfileMenu />, { bare: true, extra: <ToastContainer /> });
}

beforeEach(() => sessionStore.getState().login(NEO));

async function openChangePassword() {
  renderMenu();
  await userEvent.click(screen.getByRole('button', { name: /Profile of/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  return screen.findByRole('dialog', { name: 'Change password' });
}

async function fill(current: string, next: string, confirm = next) {
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('profile menu: account', () => {
  it('changes the password and says other sessions ended', async () => {
    const fetchStub = stubFetch({
      'user/change-password': {
        status: 200,
        body: {
          status: true,
          message: 'Password changed: every other session is logged out',
          sessions_ended: 2,
        },
      },
    });
    await openChangePassword();
    await fill('old-password-1', 'violet-harbour-58');
    expect(
      await screen.findByText('Password changed: every other session is logged out'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument(),
    );
    const call = fetchStub.mock.calls.find(([url]) => String(url).endsWith('user/change-password'));
    expect(JSON.parse(String((call as unknown as [string, RequestInit])[1].body))).toEqual({
      currentPassword: 'old-password-1',
      newPassword: 'violet-harbour-58',
      confirmPassword: 'violet-harbour-58',
    });
  });

  it("shows the server's message under the field it names", async () => {
    stubFetch({
      'user/change-password': {
        status: 400,
        body: {
          status: false,
          message:
            'newPassword is too easy to guess (a common password, a pattern like 1234 or your own id): use a longer mix of uncommon words',
          field: 'newPassword',
        },
      },
    });
    const dialog = await openChangePassword();
    await fill('old-password-1', 'password1');
    const alert = await screen.findByText(/newPassword is too easy to guess/);
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog).toContainElement(alert);
  });

  it('refuses two different new passwords before calling the server', async () => {
    const fetchStub = stubFetch({});
    await openChangePassword();
    await fill('old-password-1', 'violet-harbour-58', 'violet-harbour-59');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(fetchStub.mock.calls.some(([url]) => String(url).endsWith('change-password'))).toBe(
      false,
    );
  });

  it('logs out everywhere after a confirmation, and forgets the session here', async () => {
    stubFetch({
      'user/logout-everywhere': {
        status: 200,
        body: { status: true, message: 'Logged out on every device', sessions_ended: 3 },
      },
    });
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: /Profile of/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out everywhere?' });
    expect(dialog).toHaveTextContent('this one too');
    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(sessionStore.getState().userinfo).toBeNull());
    expect(await screen.findByText('Logged out on every device')).toBeInTheDocument();
  });
});
