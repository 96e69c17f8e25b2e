import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyInfo, todayInIndia } from '@bgmi/shared';
import LaserBookPage from '../components/laser-book-page';
import { csvAnswer } from '../../../testing/download-test-kit';
import { catchDownloads, renderPage, resetLedgerTest } from '../../../testing/ledger-test-kit';
import { mockAnyApi } from '@bgmi/shared/testing/mock-api';

jest.mock('@bgmi/shared', () => ({
  ...jest.requireActual('@bgmi/shared'),
  notifyInfo: jest.fn(),
  notifyError: jest.fn(),
}));

beforeEach(() => resetLedgerTest());

describe('Download books (CSV) on the laser book', () => {
  it("is off until a client is chosen, then saves the client's books up to the date", async () => {
    const saved = catchDownloads();
    const today = todayInIndia();
    const { calls } = mockAnyApi(
      { status: true, message: 'ok', data: { hisab_kitab: [] } },
      csvAnswer(`Ramesh-books-${today}.csv`, 3),
    );
    renderPage(<LaserBookPage />);
    const button = screen.getByRole('button', { name: 'Download books (CSV)' });
    expect(button).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Client'), 'Ramesh');
    await userEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls[1]!.url).toMatch(/\/BGMI\/export-client-books$/);
    expect(calls[1]!.body).toMatchObject({ client_name: 'Ramesh', date: today });
    expect(saved[0]!.name).toBe(`Ramesh-books-${today}.csv`);
    expect(saved[0]!.blob.type).toBe('text/csv;charset=utf-8');
    expect(notifyInfo).not.toHaveBeenCalled();
  });
});
