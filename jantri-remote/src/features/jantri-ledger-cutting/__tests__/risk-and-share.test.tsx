import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyError } from '@bgmi/shared';
import GameCuttingPage from '../components/game-cutting-page';
import { resetLedgerTest, renderPage } from '../../../testing/ledger-test-kit';
import { apiAnswer, mockAnyApi } from '@bgmi/shared/testing/mock-api';
import { renderCutOfGali } from './cut-page-kit';

jest.mock('@bgmi/shared', () => ({
  ...jest.requireActual('@bgmi/shared'),
  notifyError: jest.fn(),
}));

beforeEach(() => resetLedgerTest());

const numbers = Array.from({ length: 100 }, (_, n) => ({
  number: String(n).padStart(2, '0'),
  amount: n === 12 ? 100 : 0,
  payout: n === 12 ? 9000 : 0,
  loss: n === 12 ? 8900 : -100,
}));
const riskAnswer = (cap: unknown = null) => ({
  status: true,
  message: 'ok',
  data: { collection: 100, numbers, worst: { number: '12', payout: 9000, loss: 8900 }, cap },
});

describe('Risk view on Jantri Cutting', () => {
  it('asks for a client and game, shows the worst number, finds the cut and fills Cutting Number', async () => {
    const { calls } = mockAnyApi(
      riskAnswer(),
      riskAnswer({
        max_loss: 500,
        needed: true,
        reachable: true,
        cutNum: 6,
        cutHrf: null,
        collection_after: 6,
        worst_after: { number: '12', payout: 540, loss: 534 },
      }),
    );
    renderPage(<GameCuttingPage />);
    expect(
      screen.getByText('Choose a client and a game to see the risk per number.'),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Client'), 'Ramesh');
    await userEvent.selectOptions(screen.getByLabelText('Game'), 'Delhi Bazar');
    expect(await screen.findByTestId('risk-worst-number')).toHaveTextContent('12');
    expect(screen.getByTestId('risk-worst-loss')).toHaveTextContent('₹8,900');
    expect(document.querySelector('.risk-grid [data-number="12"]')).toHaveClass(
      'risk-loss',
      'risk-worst',
    );
    expect(document.querySelector('.risk-grid [data-number="13"]')).toHaveClass('risk-gain');
    await userEvent.click(screen.getByRole('button', { name: 'Find cut' }));
    expect(notifyError).toHaveBeenCalledWith('Enter the most you can lose, in rupees');
    await userEvent.type(screen.getByLabelText('Max loss Rs.'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Find cut' }));
    expect(await screen.findByTestId('risk-cap-cut')).toHaveTextContent('6');
    expect(calls[1]!.url).toMatch(/\/BGMI\/get-jantri-risk$/);
    expect(calls[1]!.body).toMatchObject({
      client_name: 'Ramesh',
      game_name: 'Delhi Bazar',
      max_loss: 500,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Use this cut' }));
    expect(screen.getByPlaceholderText('Cutting Number Rs.')).toHaveValue('6');
  });

  it('shows the server message when the risk cannot be read', async () => {
    mockAnyApi(apiAnswer(404, { status: false, message: 'Game not found', field: 'game_name' }));
    renderPage(<GameCuttingPage />);
    await userEvent.selectOptions(screen.getByLabelText('Client'), 'All Clients');
    await userEvent.selectOptions(screen.getByLabelText('Game'), 'Delhi Bazar');
    expect(await screen.findByText('Game not found')).toBeInTheDocument();
  });
});

describe('Cut page options and sheet', () => {
  it('sends the options and shows the cut as a sheet with a WhatsApp link', async () => {
    const calls = renderCutOfGali();
    const sheet = await screen.findByTestId('cut-sheet-text');
    expect(sheet.textContent).toBe('गली\n12=110\n34=10\nA 3=5\nTotal = 125');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent('गली\n12=110\n34=10\nA 3=5\nTotal = 125')}`,
    );
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeEnabled();
    await userEvent.selectOptions(screen.getByLabelText('Round down'), '10');
    await userEvent.type(screen.getByLabelText('Dabba Rs.'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toMatchObject({ cutNum: '37', round_to: 10, dabba: 10 });
  });
});
