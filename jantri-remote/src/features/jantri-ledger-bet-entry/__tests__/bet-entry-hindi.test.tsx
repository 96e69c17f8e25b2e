import { act, fireEvent, screen, within } from '@testing-library/react';
import { sessionStore } from '@bgmi/shared/host-api';
import { switchLanguage } from '@bgmi/shared/i18n';
import { BetEntryPanel } from '../components/bet-entry-panel';
import { loginOperator, renderPage } from '../../../testing/ledger-test-kit';
import { mockAnyApi } from '@bgmi/shared/testing/mock-api';

beforeEach(() => {
  jest.restoreAllMocks();
  loginOperator({ user_games: ['Delhi Bazar', 'Faridabad'] });
});
afterEach(() => act(() => sessionStore.getState().setLanguage('en')));

const GAMES = { status: true, message: 'Games fetched', data: { games: [] } };

const paste = (text: string) =>
  fireEvent.change(screen.getByLabelText(/बेट पेस्ट करें/), { target: { value: text } });

describe('bet entry in Hindi', () => {
  it('words the preview, the readings and the "check" notes in the operator\'s language', async () => {
    await act(() => switchLanguage('hi'));
    mockAnyApi(GAMES);
    renderPage(<BetEntryPanel clientName="Ramesh" gameName="Delhi Bazar" onSaved={jest.fn()} />);
    paste('38 49\n50 61 into 20\n36-79=10\nA 1(100)\nTotal = 520');
    const line4 = await screen.findByTestId('bet-line-3');
    expect(line4).toHaveTextContent('जाँचें');
    expect(line4).toHaveTextContent('अंक क्रॉस =रकम');
    expect(within(line4).getByRole('group', { name: 'लाइन 3: एक पढ़त चुनें' })).toHaveTextContent('रेंज');
    expect(screen.getByTestId('bet-line-1')).toHaveTextContent('रकम 20 लाइन 2 से');
    expect(screen.getByTestId('bet-line-2')).toHaveTextContent('जोड़ी into रकम');
    expect(screen.getByRole('list', { name: 'अंदर रकम' })).toHaveTextContent('1100');
    expect(screen.getByTestId('bet-entry-total')).toHaveTextContent('कुल: ₹260');
    expect(screen.getByRole('alert', { name: 'टोटल जो मेल नहीं खाते' })).toHaveTextContent(
      'लाइन 5: टोटल 520 लिखा है पर पढ़ी गई लाइनों का जोड़ 260 है',
    );
    expect(screen.getByText(/1 लाइन दो तरह से पढ़ी जा सकती है/)).toHaveTextContent('(1 बाकी)');
    expect(screen.getByRole('button', { name: 'बेट सेव करें' })).toBeDisabled();
  });

  it('a refused line says why in Hindi; typed Devanagari digits are read', async () => {
    await act(() => switchLanguage('hi'));
    mockAnyApi(GAMES);
    renderPage(<BetEntryPanel clientName="Ramesh" gameName="Delhi Bazar" onSaved={jest.fn()} />);
    paste('१२(१०)\n1234=5=20');
    expect(await screen.findByTestId('bet-line-2')).toHaveTextContent(
      'लाइन 2: "1234" पढ़ा नहीं जा सका (5 घर 4 अंकों में नहीं बैठता: 12 (बिना जोड़ा) या 16 (जोड़ा के साथ))',
    );
    expect(screen.getByTestId('bet-line-1')).toHaveTextContent('पढ़ी गई');
  });
});
