import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyError, notifySuccess } from '@bgmi/shared';
import { BetEntryPanel } from '../components/bet-entry-panel';
import { loginOperator, renderPage } from '../../../testing/ledger-test-kit';
import { mockAnyApi } from '@bgmi/shared/testing/mock-api';

jest.mock('@bgmi/shared', () => ({
  ...jest.requireActual('@bgmi/shared'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

beforeEach(() => {
  jest.restoreAllMocks();
  loginOperator();
});

const type = (text: string) =>
  userEvent.type(screen.getByLabelText(/Paste bets/), text.replace(/[{[]/g, '$&$&'));

describe('BetEntryPanel', () => {
  it('previews numbers, amounts and the total from the shared parser, then saves', async () => {
    const onSaved = jest.fn();
    const { calls } = mockAnyApi(
      { status: true, message: 'Games fetched', data: { games: [] } },
      {
        status: true,
        message: 'Bets saved successfully',
        data: { records: 2, total_amount: 250 },
      },
    );
    renderPage(<BetEntryPanel clientName="Ramesh" gameName="Delhi Bazar" onSaved={onSaved} />);
    await type('12,21,34(50)\nA 1(100)');
    expect(await screen.findByTestId('bet-entry-total')).toHaveTextContent('Total: ₹250');
    expect(screen.getByRole('list', { name: 'Numbers and amounts' })).toHaveTextContent('1250');
    expect(screen.getByRole('list', { name: 'A.H amounts' })).toHaveTextContent('1100');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Bets' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Save Bets' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[1]!.url).toContain('/BGMI/add-jantri-bets');
    expect(calls[1]!.body).toMatchObject({
      client_name: 'Ramesh',
      game_name: 'Delhi Bazar',
      text: '12,21,34(50)\nA 1(100)',
      username: 'ledger_operator',
    });
    expect(notifySuccess).toHaveBeenCalledWith('Bets saved successfully');
    expect(screen.getByLabelText(/Paste bets/)).toHaveValue('');
  });

  it('names the line that cannot be read and does not save', async () => {
    const { calls } = mockAnyApi({ status: true, message: 'Games fetched', data: { games: [] } });
    renderPage(<BetEntryPanel clientName="Ramesh" gameName="Delhi Bazar" onSaved={jest.fn()} />);
    await type('12(10)\nhello(20)');
    expect(await screen.findByText('Line 2: cannot read "hello"')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Bets' })).toBeDisabled();
    // Only the games were asked for; nothing was sent to be stored.
    expect(calls.map((call) => call.url)).not.toContainEqual(
      expect.stringContaining('add-jantri-bets'),
    );
  });

  it('asks for a client and a game first', async () => {
    mockAnyApi({ status: true, message: 'Games fetched', data: { games: [] } });
    renderPage(<BetEntryPanel clientName="" gameName="" onSaved={jest.fn()} />);
    await type('12(10)');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Bets' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Save Bets' }));
    expect(notifyError).toHaveBeenCalledWith('Please select both client and game!');
  });
});
