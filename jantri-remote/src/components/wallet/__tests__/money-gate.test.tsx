import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@bgmi/shared';
import DepositMoneyPage from '../../../features/deposit/components/deposit-money-page';
import { answer, loginAs, renderAt } from '../../../testing/page-test-utils';

const fetchMock = jest.fn();
global.fetch = fetchMock as unknown as typeof fetch;
const status = (age_confirmed: boolean) => ({
  status: true,
  message: 'ok',
  data: {
    money_mode: 'real',
    age_confirmed,
    limits: { daily: null, weekly: null, monthly: null },
    pending_limits: [],
    deposited: { daily: 0, weekly: 0, monthly: 0 },
    excluded_until: null,
    excluded_permanently: false,
    demo_added_today: 0,
  },
});

beforeEach(() => {
  loginAs(250);
  fetchMock.mockReset();
});
afterAll(() => setRuntimeConfig({ moneyMode: 'real' }));

describe('money screens follow the money mode', () => {
  it('off: the deposit page explains why and links to the ledger; nothing is called', async () => {
    setRuntimeConfig({ moneyMode: 'off' });
    renderAt(<DepositMoneyPage />, '/deposit/depositMoney');
    expect(screen.getByText(/Money features are off on this site/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the jantri ledger' })).toHaveAttribute(
      'href',
      '/game',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('demo: Add demo credits instead of the QR, the wallet in demo credits', async () => {
    setRuntimeConfig({ moneyMode: 'demo' });
    fetchMock.mockImplementation(() =>
      answer(200, {
        status: true,
        message: 'Added 1000 demo credits',
        updated_wallet: 1250,
        added_today: 1000,
      }),
    );
    renderAt(<DepositMoneyPage />, '/deposit/depositMoney');
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('250 demo credits');
    expect(screen.queryByRole('img', { name: /UPI QR/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add demo credits' }));
    expect(await screen.findByText('1,250 demo credits')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0][0])).toMatch(/wallet\/add-demo-credits$/);
  });

  it('real: the age gate comes first and shows the server refusal', async () => {
    setRuntimeConfig({ moneyMode: 'real' });
    fetchMock.mockImplementation((url: string) =>
      url.endsWith('money/status')
        ? answer(200, status(false))
        : answer(403, { status: false, message: 'You must be 18 or older to use money features' }),
    );
    renderAt(<DepositMoneyPage />, '/deposit/depositMoney');
    expect(await screen.findByRole('heading', { name: 'Confirm your age' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your date of birth');
    await userEvent.type(screen.getByLabelText('Date of birth'), '2012-01-01');
    await userEvent.click(screen.getByLabelText('I am 18 years or older'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('You must be 18 or older to use money features'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Transaction id/UTR')).not.toBeInTheDocument();
  });
});
