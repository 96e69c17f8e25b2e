import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { ToastContainer } from 'react-toastify/unstyled';
import { sessionStore } from '@bgmi/shared';
import { ProfileMenu } from '../components/profile-menu';
import { answerProfile, NEO } from '../../../testing/fixtures';

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
    answerProfile({ team_name: [], match_making: false });
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Profile of Neo Rao' }));
    expect(await screen.findByRole('button', { name: 'Start Match Making' })).toBeDisabled();
    expect(screen.getByText('No team yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit/ })).toHaveLength(2);
  });

  it('saves the name, and a click outside closes the menu and cancels editing', async () => {
    answerProfile({ team_name: ['Alpha'], match_making: true });
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
