import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inHindi } from '@bgmi/shared/testing';
import { BookDownloadButtons } from '../../../components/ledger/book-download-buttons';
import { hisabBookTable } from '../../../lib/book-image/book-table';
import PassesPage from '../components/passes-page';
import UppersPage from '../components/uppers-page';
import { catchDownloads, loginOperator, renderPage } from '../../../testing/ledger-test-kit';
import { hisabRow } from '../../../testing/hisab-row';
import { mockAnyApi } from '@bgmi/shared/testing/mock-api';
import { cells, makePass } from './make-pass';

beforeEach(() => {
  jest.restoreAllMocks();
  loginOperator();
});
inHindi();

const pass = makePass({ cutting: '12(60)', andar: cells(10), total: 60 });

/** A saved file's text, byte for byte (the byte-order mark included). */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer).toString('utf8'));
    reader.readAsArrayBuffer(blob);
  });

describe('upper broker in Hindi', () => {
  it('Passes: headings, who, state and buttons in Hindi', async () => {
    mockAnyApi({ status: true, message: 'ok', data: { incoming: [pass], sent: [] } });
    renderPage(<PassesPage />, '/upperPasses');
    await screen.findByText('chhota से');
    expect(screen.getByRole('heading', { name: 'मुझे भेजे गए' })).toBeInTheDocument();
    expect(screen.getByText('जवाब का इंतज़ार')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मंज़ूर करें' })).toBeInTheDocument();
    expect(screen.getByText('आपने अभी ऊपर कुछ पास नहीं किया।')).toBeInTheDocument();
    // The pass's terms worded from its values, not the server's English text (issue 23).
    const card = screen.getByTestId('pass-card');
    expect(card).toHaveTextContent('शर्तें: रेट 90 · कमीशन 0% घाटे पर · पट्टी 0%');
    expect(card).not.toHaveTextContent(/Rate|Commission|Patti/);
  });

  it('Uppers: a passing rate typed in Devanagari digits is sent as a number', async () => {
    const { calls } = mockAnyApi(
      { status: true, message: 'ok', data: [] },
      { status: true, message: 'ok', data: null },
      { status: true, message: 'ok', data: [] },
    );
    renderPage(<UppersPage />, '/uppers');
    await screen.findByText('अभी कोई ऊपर का खाईवाल नहीं जोड़ा।');
    await userEvent.type(screen.getByLabelText('नाम'), 'Bada Bhai');
    const rate = screen.getByLabelText('पासिंग रेट');
    await userEvent.clear(rate);
    await userEvent.type(rate, '९५');
    expect(rate).toHaveValue('95');
    await userEvent.click(screen.getByRole('button', { name: 'ऊपर का खाईवाल जोड़ें' }));
    await waitFor(() => expect(calls[1]!.url).toContain('upper'));
    expect(calls[1]!.body).toMatchObject({ name: 'Bada Bhai' });
    expect(Number((calls[1]!.body as { passing_rate: unknown }).passing_rate)).toBe(95);
  });

  it('a book CSV: Hindi headers and TOTAL, the byte-order mark kept', async () => {
    const saved = catchDownloads();
    const row = hisabRow({ total_kaam: 100, profit_loss: 100 });
    renderPage(
      <BookDownloadButtons
        table={(l) => hisabBookTable([row], { client: '', date: '2026-11-25' }, l.hisab)}
      />,
      '/hisabKitab',
    );
    await userEvent.click(screen.getByRole('button', { name: 'टेबल (CSV)' }));
    expect(screen.getByRole('button', { name: 'इमेज (PNG)' })).toBeInTheDocument();
    const text = await readBlob(saved[0]!.blob);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\n');
    expect(lines[0]).toBe('हिसाब किताब · सभी क्लाइंट · 2026-11-25');
    expect(lines[1]).toBe('क्लाइंट,गेम,रिज़ल्ट,कुल काम,जोड़ी पास,हरूफ़ पास,LC कमीशन,फ़ायदा/नुकसान');
    expect(lines[3]?.startsWith('कुल,')).toBe(true);
  });
});
