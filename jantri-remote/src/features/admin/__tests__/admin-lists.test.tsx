import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  adminAuditEndpoint,
  adminDecideDepositEndpoint,
  adminDepositsEndpoint,
  adminWithdrawalsEndpoint,
} from '@bgmi/shared/day-and-money';
import { mockApi } from '@bgmi/shared/testing/mock-api';
import { loginAs, renderAt } from '../../../testing/page-test-utils';
import { AuditLog } from '../components/audit-log';
import { MoneyRequests } from '../components/money-requests';

/** Issue 24: the admin lists on the kit (labelled filters, DataTable stacked on a phone). */
const deposit = {
  id: 'd1',
  user: 'riya01',
  reference: 'UTR123456',
  amount: 500,
  method: 'UPI',
  status: 'Pending',
  created: '2026-11-25T10:15:00.000Z',
};

beforeEach(() => loginAs(0));

describe('admin lists', () => {
  it('shows the deposits with their column names on each cell, filters and approves', async () => {
    const listed = mockApi(adminDepositsEndpoint, { status: true, message: 'ok', data: [deposit] });
    // The page reads both lists and shows the chosen one.
    mockApi(adminWithdrawalsEndpoint, { status: true, message: 'ok', data: [] });
    const decided = mockApi(adminDecideDepositEndpoint, { status: true, message: 'Approved' });
    renderAt(<MoneyRequests kind="deposits" />, '/admin');
    const table = await screen.findByRole('table', { name: 'deposits' });
    const cell = within(table).getByText('UTR123456');
    expect(cell).toHaveAttribute('data-label', 'UTR');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['User', 'UTR', 'Amount', 'Method', 'Status', 'Time', 'Action']);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'all');
    expect(listed.calls.map((call) => call.body)).toContainEqual({ status: 'all' });
    // A new filter is a new list: the table comes back when it is read.
    const all = await screen.findByRole('table', { name: 'deposits' });
    await userEvent.click(within(all).getByRole('button', { name: 'Approve UTR123456' }));
    await waitFor(() =>
      expect(decided.calls.map((call) => call.body)).toEqual([{ id: 'd1', approve: true }]),
    );
  });

  it('reads the audit log with the typed filters and shows before and after as JSON', async () => {
    const audit = mockApi(adminAuditEndpoint, {
      status: true,
      message: 'ok',
      data: [
        {
          id: 1,
          admin: 'boss',
          action: 'approve-deposit',
          target: 'UTR123456',
          before: { status: 'Pending' },
          after: null,
          at: '2026-11-25T10:15:00.000Z',
        },
      ],
    });
    renderAt(<AuditLog />, '/admin');
    const table = await screen.findByRole('table', { name: 'audit log' });
    expect(within(table).getByText('{"status":"Pending"}')).toHaveClass('adm-json');
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'approve-deposit');
    await userEvent.type(screen.getByLabelText('Target'), 'UTR1');
    await waitFor(() =>
      expect(audit.calls.at(-1)?.body).toEqual({ action: 'approve-deposit', target: 'UTR1' }),
    );
  });
});
