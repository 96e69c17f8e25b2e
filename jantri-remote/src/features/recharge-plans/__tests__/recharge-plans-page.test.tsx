import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as shared from '@bgmi/shared';
import RechargePlansPage from '../components/recharge-plans-page';
import { answer, loginAs, renderAt } from '../../../testing/page-test-utils';

// The toasts module itself: failed queries toast from the site's QueryClient (inside shared).
jest.mock('@bgmi/shared/toasts', () => ({
  ...jest.requireActual('@bgmi/shared/toasts'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));
const fetchMock = jest.fn();
global.fetch = fetchMock as unknown as typeof fetch;
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

describe('RechargePlansPage', () => {
  it('confirms a plan and goes to the deposit page after 500 ms', async () => {
    loginAs(0);
    fetchMock.mockReturnValue(
      answer(200, { status: true, success: true, message: 'Plans', data: [plan] }),
    );
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
    fetchMock.mockReturnValue(answer(500, { status: false }));
    renderAt(<RechargePlansPage />, '/RechargePlans');
    await screen.findByRole('alert');
    expect(shared.notifyError).toHaveBeenCalledWith('Failed to fetch plans');
  });
});
