import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@bgmi/shared';
import DepositMoneyPage from '../../../features/wallet-deposit/components/deposit-money-page';
import { addDemoCreditsEndpoint, confirmAgeEndpoint } from '@bgmi/shared/day-and-money';
import { apiAnswer, apiSent, mockApi } from '@bgmi/shared/testing/mock-api';
import { answerMoneyStatus, loginAs, renderAt } from '../../../testing/page-test-utils';

beforeEach(() => loginAs(250));
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
    expect(apiSent()).toEqual([]);
  });

  it('demo: Add demo credits instead of the QR, the wallet in demo credits', async () => {
    setRuntimeConfig({ moneyMode: 'demo' });
    const { calls } = mockApi(addDemoCreditsEndpoint, {
      status: true,
      message: 'Added 1000 demo credits',
      updated_wallet: 1250,
      added_today: 1000,
    });
    renderAt(<DepositMoneyPage />, '/deposit/depositMoney');
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('250 demo credits');
    expect(screen.queryByRole('img', { name: /UPI QR/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add demo credits' }));
    expect(await screen.findByText('1,250 demo credits')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('real: the age gate comes first and shows the server refusal', async () => {
    setRuntimeConfig({ moneyMode: 'real' });
    answerMoneyStatus(false);
    mockApi(
      confirmAgeEndpoint,
      apiAnswer(403, { status: false, message: 'You must be 18 or older to use money features' }),
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
