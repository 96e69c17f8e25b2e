import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyInfo } from '@bgmi/shared';
import GameCuttingPage from '../components/game-cutting-page';
import { csvAnswer } from '../../../testing/download-test-kit';
import { catchDownloads, renderPage, resetLedgerTest } from '../../../testing/ledger-test-kit';
import { mockAnyApi } from '@bgmi/shared/testing/mock-api';

jest.mock('@bgmi/shared', () => ({
  ...jest.requireActual('@bgmi/shared'),
  notifyInfo: jest.fn(),
  notifyError: jest.fn(),
}));

beforeEach(() => resetLedgerTest());

describe('Download game sheet (CSV) on Jantri Cutting', () => {
  it("saves the chosen game's sheet for every client and says when it has no bets", async () => {
    const saved = catchDownloads();
    const { calls } = mockAnyApi(csvAnswer('Delhi-Bazar-sheet.csv', 0));
    renderPage(<GameCuttingPage />);
    const button = screen.getByRole('button', { name: 'Download game sheet (CSV)' });
    expect(button).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Game'), 'Delhi Bazar');
    await userEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls[0]!.url).toMatch(/\/BGMI\/export-game-sheet$/);
    expect(calls[0]!.body).toMatchObject({ game_name: 'Delhi Bazar', client_name: '' });
    expect(saved[0]!.name).toBe('Delhi-Bazar-sheet.csv');
    expect(notifyInfo).toHaveBeenCalledWith('No bets on this game yet');
  });
});
