import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyError } from '@bgmi/shared';
import { inHindi } from '@bgmi/shared/testing';
import { readPaste, sheetTotals, addToSheet } from '@bgmi/shared/jantri-calculators';
import GameCuttingPage from '../components/game-cutting-page';
import { resetLedgerTest, renderPage } from '../../../testing/ledger-test-kit';
import { renderCutOfGali } from './cut-page-kit';

jest.mock('@bgmi/shared', () => ({
  ...jest.requireActual('@bgmi/shared'),
  notifyError: jest.fn(),
}));

beforeEach(() => resetLedgerTest());
inHindi();

describe('cutting in Hindi', () => {
  it('the form speaks Hindi, accepts Devanagari digits and refuses in Hindi', async () => {
    renderPage(<GameCuttingPage />);
    expect(screen.getByRole('heading', { name: 'जंत्री कटिंग' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'कटिंग करें' }));
    expect(notifyError).toHaveBeenLastCalledWith('कृपया क्लाइंट और गेम दोनों चुनें!');
    const cutNum = screen.getByPlaceholderText('कटिंग नंबर रु.');
    fireEvent.change(cutNum, { target: { value: '१२०' } });
    expect(cutNum).toHaveValue('120');
    expect(screen.getByRole('option', { name: 'सभी क्लाइंट' })).toHaveValue('All Clients');
  });

  it('the cut sheet has Hindi labels, ASCII numbers, and reads back as the same bets', async () => {
    renderCutOfGali();
    const sheet = await screen.findByTestId('cut-sheet-text');
    expect(sheet.textContent).toBe('गली\n12=110\n34=10\nअंदर 3=5\nकुल = 125');
    expect(screen.getByText('जोड़ी टोटल')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'शीट कॉपी करें' })).toBeEnabled();
    const english = readPaste('गली\n12=110\n34=10\nA 3=5\nTotal = 125', [{ name: 'गली' }]);
    const hindi = readPaste(sheet.textContent!, [{ name: 'गली' }]);
    expect(hindi.errors).toEqual([]);
    expect(hindi.warnings).toEqual([]);
    expect(addToSheet(hindi.entries)).toEqual(addToSheet(english.entries));
    expect(sheetTotals(addToSheet(hindi.entries)).totalPaise).toBe(12_500);
    await waitFor(() =>
      expect(screen.getByTestId('cut-cutting-jodi')).toHaveTextContent('12(110)'),
    );
  });
});
