import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as shared from '@bgmi/shared';
import GamePage from '../components/platform-game-page';
import { betDataJantriEndpoint, currentRoundEndpoint } from '@bgmi/shared/jantri-contract';
import { apiAnswer, mockApi } from '@bgmi/shared/testing/mock-api';
import { loginAs, renderAt } from '../../../testing/page-test-utils';

// The toasts module itself: failed queries toast from the site's QueryClient (inside shared).
jest.mock('@bgmi/shared/toasts', () => ({
  ...jest.requireActual('@bgmi/shared/toasts'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));
jest.mock('@bgmi/shared', () => ({
  ...jest.requireActual('@bgmi/shared'),
  connectSocket: jest.fn(),
}));

const currentRound = {
  status: true,
  message: 'Current session',
  updated_wallet: 500,
  data: {
    current_session_id: 12,
    bet_numbers: { '07': 30 },
    ends_at: new Date(Date.now() + 90_000).toISOString(),
    seed_hash: 'ab'.repeat(32),
    server_time: new Date().toISOString(),
    round_seconds: 300,
  },
};

beforeEach(() => {
  jest.mocked(shared.notifyError).mockReset();
  loginAs(0);
});

describe('GamePage', () => {
  it('draws the page while the round loads, then the round, the wallet and the round numbers', async () => {
    mockApi(currentRoundEndpoint, currentRound);
    renderAt(<GamePage />, '/game');
    // The frame in its final layout before the round call answers (issue 26), saying it loads.
    expect(screen.getByRole('status')).toHaveTextContent('Loading game...');
    expect(screen.getByTestId('round-id')).toHaveTextContent('Waiting...');
    expect(screen.getByRole('button', { name: 'Number 07' })).toBeInTheDocument();
    expect(await screen.findByText('#12')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByTestId('round-id')).toHaveTextContent('#12');
    expect(screen.getByTestId('game-wallet')).toHaveTextContent('500');
    expect(screen.getByTestId('round-countdown')).toHaveTextContent(/01:(2|3)\d/);
    // The grid takes the round in a transition, just after the bar.
    await waitFor(() => expect(screen.getByTestId('jodi-total')).toHaveTextContent('₹30'));
    expect(screen.getByRole('button', { name: 'Number 07, amount 30' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Jantri pages' });
    for (const title of [
      'Deposit Money',
      'Withdraw History',
      'Recharge Plans',
      'Help & Support',
      'Laser Book',
    ]) {
      expect(within(nav).getByRole('link', { name: title })).toBeInTheDocument();
    }
  });

  it("falls back to the round's numbers with totals 0 and toasts the message when the sheet fails", async () => {
    mockApi(currentRoundEndpoint, currentRound);
    mockApi(betDataJantriEndpoint, apiAnswer(200, { status: false, message: 'No data found' }));
    renderAt(<GamePage />, '/game');
    await screen.findByTestId('round-id');
    await userEvent.selectOptions(screen.getByLabelText('Client'), 'Ramesh');
    await userEvent.selectOptions(screen.getByLabelText('Game'), 'Disawar');
    await waitFor(() => expect(shared.notifyError).toHaveBeenCalledWith('No data found'));
    expect(screen.getByRole('button', { name: 'Number 07, amount 30' })).toBeInTheDocument();
    expect(screen.getByTestId('jodi-total')).toHaveTextContent('₹0');
  });

  it("shows the client's sheet, and 'Number and Amount' lists what is above 0", async () => {
    const details: Record<string, number>[] = [{ '11': 40 }, { '99': 10 }];
    mockApi(currentRoundEndpoint, currentRound);
    mockApi(betDataJantriEndpoint, {
      status: true,
      message: 'ok',
      updatedBetNumbers: { details, total_amount: 70, jodi_total: 50, haroof_total: 20 },
      HarufBetNumbers: { andar: [0, 0, 0, 20, 0, 0, 0, 0, 0, 0], bahar: Array(10).fill(0) },
    });
    renderAt(<GamePage />, '/game');
    await screen.findByTestId('round-id');
    await userEvent.selectOptions(screen.getByLabelText('Client'), 'Ramesh');
    await userEvent.selectOptions(screen.getByLabelText('Game'), 'Disawar');
    expect(await screen.findByRole('button', { name: 'Number 11, amount 40' })).toBeInTheDocument();
    expect(screen.getByTestId('A.H-3')).toHaveTextContent('20');
    await userEvent.click(screen.getByRole('button', { name: 'Number and Amount' }));
    const dialog = screen.getByRole('dialog', { name: 'Number and Amount' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['11₹40', '99₹10', 'A.H 3₹20']);
  });

  it("pops up the round's winning number and clears it on Close", async () => {
    mockApi(currentRoundEndpoint, currentRound);
    const { client } = renderAt(<GamePage />, '/game');
    await screen.findByTestId('round-id');
    act(() => shared.writeRound(client, { session_result: { winning_number: '42' } }));
    expect(await screen.findByTestId('winning-number')).toHaveTextContent('42');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('winning-number')).not.toBeInTheDocument();
    expect(
      client.getQueryData<shared.PlatformRound>(shared.platformRoundKey('u1'))?.session_result,
    ).toBeNull();
  });
});
