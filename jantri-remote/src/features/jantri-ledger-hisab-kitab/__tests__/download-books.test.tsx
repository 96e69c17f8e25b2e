import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEDGER_MESSAGES, notifyInfo, todayInIndia } from '@bgmi/shared';
import HisabKitabPage from '../components/hisab-kitab-page';
import { csvAnswer } from '../../../testing/download-test-kit';
import { catchDownloads, renderPage, resetLedgerTest } from '../../../testing/ledger-test-kit';
import { mockAnyApi } from '@bgmi/shared/testing/mock-api';

jest.mock('@bgmi/shared', () => ({
  ...jest.requireActual('@bgmi/shared'),
  notifyInfo: jest.fn(),
  notifyError: jest.fn(),
}));

beforeEach(() => resetLedgerTest());

describe('Download books (CSV) on Hisab Kitab', () => {
  it("saves All Client's books up to the date and says when there is nothing in them", async () => {
    const saved = catchDownloads();
    const today = todayInIndia();
    const { calls } = mockAnyApi(
      { status: true, message: 'ok', data: { hisab_kitab: [] } },
      csvAnswer(`all-clients-books-${today}.csv`, 0, {
        message: 'No data found',
        csv: 'date,client\nTOTAL\n',
      }),
    );
    renderPage(<HisabKitabPage />);
    const button = screen.getByRole('button', { name: 'Download books (CSV)' });
    expect(button).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Client'), 'All Client');
    await userEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    const exportCall = calls.findIndex(({ url }) =>
      String(url).endsWith('/BGMI/export-client-books'),
    );
    expect(calls[exportCall]!.body).toMatchObject({ client_name: 'All Client', date: today });
    expect(saved[0]!.name).toBe(`all-clients-books-${today}.csv`);
    expect(notifyInfo).toHaveBeenCalledWith(LEDGER_MESSAGES.noDataDots);
  });
});
