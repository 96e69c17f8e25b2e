import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import { sessionStore } from '@bgmi/shared';
import { changePasswordEndpoint, logoutEverywhereEndpoint } from '@bgmi/shared/day-and-money';
import { apiAnswer, mockApi } from '@bgmi/shared/testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { ProfileMenu } from '../components/profile-menu';
import { answerProfile, NEO } from '../../../testing/fixtures';

/** Issue 25: change password and log out everywhere from the profile menu. */
function renderMenu() {
  renderWithProviders(<ProfileMenu />, { bare: true, extra: <ToastContainer /> });
}

beforeEach(() => {
  sessionStore.getState().login(NEO);
  answerProfile({ team_name: [], match_making: false });
});

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
    const { calls } = mockApi(changePasswordEndpoint, {
      status: true,
      message: 'Password changed: every other session is logged out',
      sessions_ended: 2,
    });
    await openChangePassword();
    await fill('old-password-1', 'violet-harbour-58');
    expect(
      await screen.findByText('Password changed: every other session is logged out'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument(),
    );
    expect(calls.map((call) => call.body)).toContainEqual({
      currentPassword: 'old-password-1',
      newPassword: 'violet-harbour-58',
      confirmPassword: 'violet-harbour-58',
    });
  });

  it("shows the server's message under the field it names", async () => {
    mockApi(
      changePasswordEndpoint,
      apiAnswer(400, {
        status: false,
        message:
          'newPassword is too easy to guess (a common password, a pattern like 1234 or your own id): use a longer mix of uncommon words',
        field: 'newPassword',
      }),
    );
    const dialog = await openChangePassword();
    await fill('old-password-1', 'password1');
    const alert = await screen.findByText(/newPassword is too easy to guess/);
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog).toContainElement(alert);
  });

  it('refuses two different new passwords before calling the server', async () => {
    const { calls } = mockApi(changePasswordEndpoint, apiAnswer(500, {}));
    await openChangePassword();
    await fill('old-password-1', 'violet-harbour-58', 'violet-harbour-59');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('logs out everywhere after a confirmation, and forgets the session here', async () => {
    mockApi(logoutEverywhereEndpoint, {
      status: true,
      message: 'Logged out on every device',
      sessions_ended: 3,
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
