import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as shared from '@bgmi/shared';
import { setRuntimeConfig } from '@bgmi/shared';
import RechargePlansPage from '../components/recharge-plans-page';
import { getRechargeEndpoint } from '@bgmi/shared/jantri-contract';
import { apiAnswer, mockApi } from '@bgmi/shared/testing/mock-api';
import { answerMoneyStatus, loginAs, renderAt } from '../../../testing/page-test-utils';

// The toasts module itself: failed queries toast from the site's QueryClient (inside shared).
jest.mock('@bgmi/shared/toasts', () => ({
  ...jest.requireActual('@bgmi/shared/toasts'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));
const plan = {
  _id: 'p1',
  name: 'Pro Pass',
  price: 499,
  duration: '30 Days',
  validity_days: 30,
  features: ['Priority support'],
  button: 'Buy Pro',
  icon: 'crown',
  highlightLevel: 2,
};

// Real mode with the 18+ confirmation given: the money gate lets the plans through.
beforeEach(() => {
  answerMoneyStatus();
  mockApi(getRechargeEndpoint, { status: true, success: true, message: 'Plans', data: [plan] });
});
afterEach(() => setRuntimeConfig({ moneyMode: 'real' }));

describe('RechargePlansPage', () => {
  it('confirms a plan and goes to the deposit page after 500 ms', async () => {
    loginAs(0);
    renderAt(<RechargePlansPage />, '/RechargePlans');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Pro' }));
    expect(screen.getByRole('dialog', { name: 'Confirm Purchase' })).toHaveTextContent('Pro Pass');
    jest.useFakeTimers();
    act(() => screen.getByRole('button', { name: 'Confirm' }).click());
    act(() => jest.advanceTimersByTime(499));
    expect(screen.queryByText('deposit page')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('deposit page')).toBeInTheDocument();
    jest.useRealTimers();
  });

  it("toasts 'Failed to fetch plans' when the server says no", async () => {
    mockApi(getRechargeEndpoint, apiAnswer(500, { status: false }));
    renderAt(<RechargePlansPage />, '/RechargePlans');
    await screen.findByRole('alert');
    expect(shared.notifyError).toHaveBeenCalledWith('Failed to fetch plans');
  });

  // Issue 25: the plans page is a money page in every mode (DESIGN section 8).
  it('money off: says why and sells nothing', async () => {
    setRuntimeConfig({ moneyMode: 'off' });
    loginAs(0);
    renderAt(<RechargePlansPage />, '/RechargePlans');
    expect(await screen.findByTestId('money-off')).toHaveTextContent('Money features are off');
    expect(screen.queryByRole('button', { name: 'Buy Pro' })).not.toBeInTheDocument();
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument();
  });

  it('demo mode: shows the plans in demo credits, without Buy buttons', async () => {
    setRuntimeConfig({ moneyMode: 'demo' });
    loginAs(0);
    renderAt(<RechargePlansPage />, '/RechargePlans');
    expect(await screen.findByRole('article', { name: 'Pro Pass' })).toHaveTextContent(
      '499 demo credits',
    );
    expect(screen.getByTestId('plans-demo-note')).toHaveTextContent('cannot be bought');
    expect(screen.queryByRole('button', { name: 'Buy Pro' })).not.toBeInTheDocument();
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument();
  });
});
