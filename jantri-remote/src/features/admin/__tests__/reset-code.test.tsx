import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UsersList } from '../components/users-list';
import { adminIssueResetCodeEndpoint, adminUsersEndpoint } from '@bgmi/shared/day-and-money';
import { apiAnswer, mockApi } from '@bgmi/shared/testing/mock-api';
import { loginAs, renderAt } from '../../../testing/page-test-utils';

/** Issue 25: the admin page issues a one-time reset code after the admin checks the person. */
const user = {
  id: '11111111-1111-4111-8111-111111111111',
  bgmiUserId: 'riya01',
  name: 'Riya',
  wallet: 0,
  sum_of_entries: 0,
  consistent: true,
  is_admin: false,
  is_organizer: true,
};

beforeEach(() => {
  loginAs(0);
  mockApi(adminUsersEndpoint, { status: true, message: 'ok', data: [user] });
});

describe('admin page: reset code', () => {
  it('asks the admin to check the person first, then shows the code once', async () => {
    const issued = mockApi(adminIssueResetCodeEndpoint, {
      status: true,
      message: 'Reset code for riya01',
      data: { bgmiUserId: 'riya01', code: 'K7QM2XW9PA', expires_at: '2026-11-25T10:15:00.000Z' },
    });
    renderAt(<UsersList />, '/admin');
    const row = (await screen.findByText('riya01')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Reset code' }));
    const ask = screen.getByRole('dialog', { name: 'Issue a reset code for riya01?' });
    expect(ask).toHaveTextContent('Check first that you are talking to the owner');
    expect(issued.calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Issue code' }));
    const shown = await screen.findByRole('dialog', { name: 'Reset code for riya01' });
    expect(within(shown).getByTestId('reset-code')).toHaveTextContent('K7QM2XW9PA');
    expect(issued.calls.map((call) => call.body)).toEqual([{ bgmiUserId: 'riya01' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog", async () => {
    mockApi(adminIssueResetCodeEndpoint, apiAnswer(403, { status: false, message: 'Admins only' }));
    renderAt(<UsersList />, '/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Reset code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Issue code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only');
  });
});
