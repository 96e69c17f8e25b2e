import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyError, notifySuccess, readStoredUserInfo } from '@bgmi/shared';
import AddClientPage from '../components/add-client-page';
import DeleteClientPage from '../components/delete-client-page';
import { loginOperator, renderPage } from '../../../testing/ledger-test-kit';
import { mockAnyApi } from '@bgmi/shared/testing/mock-api';

jest.mock('@bgmi/shared', () => ({
  ...jest.requireActual('@bgmi/shared'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

const ramesh = {
  _id: 'c1',
  client_name: 'Ramesh',
  lc: 10,
  passing_rate: 90,
  patti: 20,
  commission_basis: 'loss',
  createdAt: '2026-11-20T10:00:00.000Z',
};

beforeEach(() => {
  jest.restoreAllMocks();
  jest.mocked(notifyError).mockClear();
  loginOperator();
});

describe('Add Client', () => {
  it('shows the empty state, refuses a missing passing rate, then adds and refreshes the list', async () => {
    const { calls } = mockAnyApi(
      { status: true, message: 'ok', data: [] },
      {
        status: true,
        message: 'Client added successfully!',
        data: {
          user_clients: ['Ramesh', 'Suresh'],
          client: { ...ramesh, client_name: 'Suresh' },
        },
      },
      {
        status: true,
        message: 'ok',
        data: [
          ramesh,
          { ...ramesh, _id: 'c2', client_name: 'Suresh', lc: 0, commission_basis: 'total' },
        ],
      },
    );
    renderPage(<AddClientPage />);
    expect(await screen.findByText('No clients found.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Client Name'), 'Suresh');
    await userEvent.click(screen.getByRole('button', { name: 'Add Client' }));
    expect(notifyError).toHaveBeenCalledWith('Please fill all required fields');
    await userEvent.type(screen.getByLabelText('Passing Rate'), '95');
    expect(screen.getByLabelText('Commission basis')).toHaveValue('loss');
    await userEvent.selectOptions(screen.getByLabelText('Commission basis'), 'total');
    await userEvent.click(screen.getByRole('button', { name: 'Add Client' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Client added successfully!'));
    expect(calls[1]!.body).toMatchObject({
      client_name: 'Suresh',
      passing_rate: 95,
      lc: 0,
      patti: 0,
      commission_basis: 'total',
      user_id: 'u1',
    });
    expect(readStoredUserInfo()?.user_clients).toEqual(['Ramesh', 'Suresh']);
    expect(await screen.findByRole('cell', { name: 'Suresh' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(2);
    // The LC Basis column names each client's basis.
    expect(screen.getByRole('columnheader', { name: 'LC Basis' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'On loss' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'On total played' })).toBeInTheDocument();
  });
});

describe('Delete Client', () => {
  it('asks for a client, confirms with its name, deletes, updates the session and goes to /game', async () => {
    const { calls } = mockAnyApi({
      status: true,
      message: 'Client deleted successfully!',
      data: { user_clients: [] },
    });
    renderPage(<DeleteClientPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Client' }));
    expect(notifyError).toHaveBeenCalledWith('Please select a client to delete');
    await userEvent.selectOptions(screen.getByLabelText('Client'), 'Ramesh');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Client' }));
    expect(screen.getByText('Are you sure you want to delete "Ramesh"?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('game page')).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({ client_name: 'Ramesh' });
    expect(readStoredUserInfo()?.user_clients).toEqual([]);
  });
});
