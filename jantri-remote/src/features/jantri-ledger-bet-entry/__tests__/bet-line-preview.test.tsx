import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BetEntryPanel } from '../components/bet-entry-panel';
import { loginOperator, renderPage } from '../../../testing/ledger-test-kit';
import { addJantriBetsEndpoint, getJantriGamesEndpoint } from '@bgmi/shared/jantri-contract';
import { apiSent, mockApi } from '@bgmi/shared/testing/mock-api';

jest.mock('@bgmi/shared', () => ({
  ...jest.requireActual('@bgmi/shared'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

/** The get-jantri-games answer the panel asks for first (names with their short names). */
const GAMES = {
  status: true,
  message: 'Games fetched',
  data: {
    games: [
      { game_name: 'Delhi Bazar', short_name: 'DB' },
      { game_name: 'Faridabad', short_name: 'xy' },
    ],
  },
};

beforeEach(() => {
  jest.restoreAllMocks();
  loginOperator({ user_games: ['Delhi Bazar', 'Faridabad'] });
  mockApi(getJantriGamesEndpoint, GAMES);
});

// fireEvent.change pastes the whole text at once, as an operator's paste does.
const paste = (text: string) =>
  fireEvent.change(screen.getByLabelText(/Paste bets/), { target: { value: text } });

const PASTE = [
  '[10:02 am, 28/09/2026] Ravi: Faridabad',
  '[10:02 am, 28/09/2026] Ravi: 38 49',
  '[10:03 am, 28/09/2026] Ravi: 50 61 into 20',
  '[10:04 am, 28/09/2026] Ravi: 36-79=10',
  '[10:05 am, 28/09/2026] Ravi: Total = 520',
].join('\n');

describe('bet entry preview per line', () => {
  it('shows every line as read, marks the ambiguous one "check" and saves only once chosen', async () => {
    const { calls } = mockApi(addJantriBetsEndpoint, {
      status: true,
      message: 'Bets saved successfully',
      data: { records: 3, total_amount: 520 },
    });
    renderPage(<BetEntryPanel clientName="Ramesh" gameName="Delhi Bazar" onSaved={jest.fn()} />);
    paste(PASTE);
    const line4 = await screen.findByTestId('bet-line-4');
    expect(line4).toHaveTextContent('check');
    expect(line4).toHaveTextContent('digit cross');
    expect(screen.getByTestId('bet-line-2')).toHaveTextContent('amount 20 from line 3');
    expect(screen.getByTestId('bet-line-1')).toHaveTextContent('game name');
    expect(screen.getByTestId('bet-entry-total')).toHaveTextContent('Total: ₹160');
    // Total = 520 does not match the digit cross reading (160) ...
    expect(screen.getByRole('alert', { name: 'Totals that do not match' })).toHaveTextContent(
      'Line 5: total 520 but the lines read add up to 160',
    );
    // Both readings are offered with their totals; nothing is chosen, so Save stays off.
    const choice = within(line4).getByRole('group', { name: 'Line 4: choose a reading' });
    expect(within(choice).getByRole('radio', { name: 'digit cross ₹80' })).not.toBeChecked();
    expect(within(choice).getByRole('radio', { name: 'range ₹440' })).not.toBeChecked();
    expect(
      screen.getByText(/choose a reading on each line marked "check" before saving \(1 left\)/),
    ).toBeInTheDocument();
    await waitFor(() => expect(apiSent()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Save Bets' })).toBeDisabled();
    await userEvent.click(within(choice).getByRole('radio', { name: 'range ₹440' }));
    // ... and matches the range reading (44 numbers at 10 + 4 at 20).
    expect(screen.getByTestId('bet-entry-total')).toHaveTextContent('Total: ₹520');
    expect(screen.queryByRole('alert', { name: 'Totals that do not match' })).toBeNull();
    expect(screen.getByTestId('bet-line-4')).toHaveTextContent('Line 4: read as range');
    expect(screen.getByTestId('bet-line-4')).toHaveTextContent('check · chosen');
    // The choice stays where it was: the first option is still the digit cross.
    expect(screen.getByRole('radio', { name: 'digit cross ₹80' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'range ₹440' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save Bets' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(apiSent()[0]!.path).toBe('get-jantri-games');
    expect(calls[0]!.body).toMatchObject({ text: PASTE, other_readings: [4], kept_readings: [] });
  });

  it('keeping the first reading is a choice too (kept_readings)', async () => {
    const { calls } = mockApi(addJantriBetsEndpoint, {
      status: true,
      message: 'Bets saved successfully',
      data: { records: 1, total_amount: 80 },
    });
    renderPage(<BetEntryPanel clientName="Ramesh" gameName="Delhi Bazar" onSaved={jest.fn()} />);
    paste('36-79=10');
    await userEvent.click(await screen.findByRole('radio', { name: 'digit cross ₹80' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Bets' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Save Bets' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ other_readings: [], kept_readings: [1] });
  });

  it('reads a short name that is not the initials, as the server does (issue 24)', async () => {
    renderPage(
      <BetEntryPanel
        clientName="Ramesh"
        gameName="Delhi Bazar"
        onSaved={jest.fn()}
        onGame={jest.fn()}
      />,
    );
    paste('xy=12(10)');
    // Until the games arrive the short name is unknown; then the line is read and named.
    expect(await screen.findByText(/This paste names the game/)).toHaveTextContent('Faridabad');
    expect(screen.getByTestId('bet-line-1')).toHaveTextContent('12 × ₹10');
    expect(screen.getByRole('button', { name: 'Save Bets' })).toBeEnabled();
  });

  it('offers the game the paste names; the operator confirms', async () => {
    const onGame = jest.fn();
    renderPage(
      <BetEntryPanel
        clientName="Ramesh"
        gameName="Delhi Bazar"
        onSaved={jest.fn()}
        onGame={onGame}
      />,
    );
    paste('FB\n12(10)');
    await userEvent.click(await screen.findByRole('button', { name: 'Use Faridabad' }));
    expect(onGame).toHaveBeenCalledWith('Faridabad');
  });

  it('a refused line says why and the paste cannot be saved', async () => {
    renderPage(<BetEntryPanel clientName="Ramesh" gameName="Delhi Bazar" onSaved={jest.fn()} />);
    paste('12(10)\n1234=5=20');
    expect(await screen.findByTestId('bet-line-2')).toHaveTextContent(
      'Line 2: cannot read "1234" (5 ghar does not fit 4 digits: 12 (without joda) or 16 (with joda))',
    );
    expect(screen.getByRole('button', { name: 'Save Bets' })).toBeDisabled();
  });

  it('a paste above 2,000 lines is refused before saving', async () => {
    renderPage(<BetEntryPanel clientName="Ramesh" gameName="Delhi Bazar" onSaved={jest.fn()} />);
    paste(Array.from({ length: 2001 }, () => '12(1)').join('\n'));
    expect(await screen.findByText(/at most 2,000 lines; this one has 2,001/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Bets' })).toBeDisabled();
  });
});
