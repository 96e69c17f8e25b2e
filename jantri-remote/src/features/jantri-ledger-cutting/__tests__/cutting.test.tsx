import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyError } from '@bgmi/shared';
import GameCuttingPage from '../components/game-cutting-page';
import CutPage from '../components/cut-page';
import { CopyButton } from '../components/copy-button';
import { loginOperator, renderPage } from '../../../testing/ledger-test-kit';
import { getJantriRiskEndpoint } from '@bgmi/shared/jantri-contract';
import { mockAnyApi, mockApi, NO_ANSWER } from '@bgmi/shared/testing/mock-api';

jest.mock('@bgmi/shared', () => ({
  ...jest.requireActual('@bgmi/shared'),
  notifyError: jest.fn(),
}));

beforeEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  loginOperator();
});

describe('Jantri Cutting', () => {
  it('shows the wallet and the spec dropdowns, and checks client, game and amounts in order', async () => {
    mockApi(getJantriRiskEndpoint, NO_ANSWER); // the risk panel is not this test's subject
    renderPage(<GameCuttingPage />);
    expect(screen.getByLabelText('Wallet')).toHaveTextContent('₹250');
    const client = screen.getByLabelText('Client');
    expect([...client.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Selects Client',
      'All Clients',
      'Ramesh',
    ]);
    expect(screen.getByPlaceholderText('Cutting Number Rs.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(notifyError).toHaveBeenLastCalledWith('Please select both client and game!');
    await userEvent.selectOptions(client, 'All Clients');
    await userEvent.selectOptions(screen.getByLabelText('Game'), 'Delhi Bazar');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(notifyError).toHaveBeenLastCalledWith('Please enter Cutting Number or Haroof Rs.');
  });

  it('shows the cut grid, totals and strings, and the placeholders when nothing is above', async () => {
    const details = Array(100).fill(0);
    details[12] = 500;
    mockAnyApi({
      status: true,
      message: 'ok',
      cuttingJodi: '12(500)',
      cuttingHaroof: { andar: '', bahar: '' },
      cutGrid: {
        details,
        andar: Array(10).fill(0),
        bahar: Array(10).fill(0),
        jodi_total: 500,
        haroof_total: 0,
        final_total: 500,
      },
    });
    renderPage(<CutPage />, '/cutpage', {
      client_name: 'Ramesh',
      game_name: 'Delhi Bazar',
      cutNum: '100',
      cutHrf: '',
    });
    expect(await screen.findByTestId('cut-cutting-jodi')).toHaveTextContent('12(500)');
    expect(screen.getByTestId('cut-andar')).toHaveTextContent('no data above cutHrf');
    expect(document.querySelector('[data-number="12"]')).toHaveClass('cut-cell-hot');
    expect(screen.getByText('Final Total').nextSibling).toHaveTextContent('₹500');
  });
});

describe('CopyButton', () => {
  it("reads 'Copied!' for 2 seconds after copying", async () => {
    jest.useFakeTimers();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(<CopyButton text="12(500)" label="Copy Cutting Jodi" />);
    await act(async () => screen.getByRole('button').click());
    expect(writeText).toHaveBeenCalledWith('12(500)');
    expect(screen.getByRole('button')).toHaveTextContent('Copied!');
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByRole('button')).toHaveTextContent('Copied!');
    act(() => jest.advanceTimersByTime(200));
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('Copy Cutting Jodi'));
  });
});
