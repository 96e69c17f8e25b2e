import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { ToastContainer } from 'react-toastify/unstyled';
import { sessionStore } from '@bgmi/shared';
import { ProfileMenu } from '../components/profile-menu';
import { NEO } from '../../../testing/fixtures';

/** jsdom has no fetch: answers by path like the API would. */
function stubFetch(player: { team_name: string[]; match_making: boolean }) {
  const stub = jest.fn(async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body));
    if (url.endsWith('/get-bgmi-player')) {
      return {
        ok: true,
        status: 200,
        json: async () => ({
          status: true,
          message: 'ok',
          data: { _id: 'u1', name: 'Neo Rao', bgmiUserId: 'neo_1', ...player },
        }),
      };
    }
    if (url.endsWith('/edit-bgmi-player')) {
      return {
        ok: true,
        status: 200,
        json: async () => ({
          status: true,
          message: 'Profile updated successfully!',
          data: { name: body.name ?? 'Neo Rao', bgmiUserId: body.newBgmiUserId ?? 'neo_1' },
        }),
      };
    }
    return {
      ok: false,
      status: 500,
      json: async () => ({ status: false, message: 'Something went wrong' }),
    };
  });
  (globalThis as { fetch: unknown }).fetch = stub;
  return stub;
}

function renderMenu() {
  renderWithProviders(
    <>
      <p>Outside</p>
      <ProfileMenu />
    </>,
    { bare: true, extra: <ToastContainer /> },
  );
}

beforeEach(() => sessionStore.getState().login(NEO));

describe('profile menu', () => {
  it('shows name, BGMI ID and team; match making is disabled without a team', async () => {
    stubFetch({ team_name: [], match_making: false });
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Profile of Neo Rao' }));
    expect(await screen.findByRole('button', { name: 'Start Match Making' })).toBeDisabled();
    expect(screen.getByText('No team yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit/ })).toHaveLength(2);
  });

  it('saves the name, and a click outside closes the menu and cancels editing', async () => {
    stubFetch({ team_name: ['Alpha'], match_making: true });
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Profile of Neo Rao' }));
    expect(await screen.findByRole('button', { name: 'Stop Match Making' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Name' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Neo Singh');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(sessionStore.getState().userinfo?.name).toBe('Neo Singh');

    await userEvent.click(screen.getByRole('button', { name: 'Edit BGMI ID' }));
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog', { name: 'Profile' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Profile of Neo Singh' }));
    expect(screen.queryByRole('textbox', { name: 'BGMI ID' })).not.toBeInTheDocument();
  });
});
