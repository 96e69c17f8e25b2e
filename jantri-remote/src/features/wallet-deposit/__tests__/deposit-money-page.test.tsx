import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as shared from '@bgmi/shared';
import DepositMoneyPage from '../components/deposit-money-page';
import { apiSent, mockApis } from '@bgmi/shared/testing/mock-api';
import { answerMoneyStatus, loginAs, renderAt } from '../../../testing/page-test-utils';

jest.mock('@bgmi/shared', () => ({
  ...jest.requireActual('@bgmi/shared'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));
const openMock = jest.fn();
window.open = openMock;

const rechargeData = {
  bgmiUserId: 'riya01',
  username: 'riya01',
  user_id: 'u1',
  plan_amount: 199,
  validity_days: 7,
  plan_name: 'Starter Pass',
};

// Real mode with the 18+ confirmation given: the age gate lets the deposit form through.
beforeEach(() => {
  loginAs(0);
  answerMoneyStatus();
  mockApis({
    'user/getDeposit_details': {
      status: true,
      message: 'ok',
      data: { min_deposit: 100, QR_url: 'data:image/svg+xml;base64,AA' },
    },
    'user/deposit': {
      status: true,
      message: 'Deposit Request Sent Successfully',
      data: { _id: 'd1', transaction_id: 'UTR1234', deposit_status: 0 },
    },
    recharge: { status: true, message: 'ok', data: { _id: 'r1', status: 0, expiresAt: null } },
  });
});

describe('DepositMoneyPage', () => {
  it("shows the server's minimum and QR, and asks to 'Fill the value first'", async () => {
    renderAt(<DepositMoneyPage />, '/deposit/depositMoney');
    expect(await screen.findByText('Amount (Min deposit ₹100)')).toBeInTheDocument();
    expect(screen.getByText('Scan Me')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /UPI QR/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(shared.notifyError).toHaveBeenCalledWith('Fill the value first');
  });

  it('with a plan: deposits, links the plan to the UTR, opens the chat with a message, goes home', async () => {
    renderAt(<DepositMoneyPage />, '/deposit/depositMoney', { amount: 199, rechargeData });
    expect(await screen.findByLabelText(/^Amount/)).toHaveValue('199');
    await userEvent.type(screen.getByLabelText('Transaction id/UTR'), 'UTR1234');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(shared.notifySuccess).toHaveBeenCalledWith('Deposit Request Sent Successfully');
    const sent = apiSent();
    expect(sent.find(({ path }) => path === 'user/deposit')?.body).toMatchObject({
      amount: 199,
      transaction_id: 'UTR1234',
      payment_gateway: 'upi-QR',
      method: 'Phonepe',
    });
    expect(sent.find(({ path }) => path === 'recharge')?.body).toEqual({
      ...rechargeData,
      transaction_id: 'UTR1234',
    });
    await waitFor(() => expect(openMock).toHaveBeenCalled());
    expect(String(openMock.mock.calls[0][0])).toMatch(/^https:\/\/wa\.me\/\d+\?text=.*UTR1234/);
    expect(openMock.mock.calls[0][1]).toBe('_blank');
  });
});
