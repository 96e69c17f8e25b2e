import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, type TestUser } from '../../helpers/api';
import { admin, newUtr, walletOf } from './wallet-helpers';
import { expectTokenRefused } from '../../helpers/refusals';

let ctx: TestApp;
let user: TestUser;
let other: TestUser;

const wallet = (u: TestUser) => walletOf(ctx.app, u);

async function fund(u: TestUser, amount: number) {
  const utr = newUtr();
  await post(ctx.app, 'user/deposit', { amount, transaction_id: utr }, u.token);
  await admin(ctx, 'approve-deposit', utr);
}

beforeAll(async () => {
  ctx = await createTestApp();
  user = await signUp(ctx.app);
  other = await signUp(ctx.app);
  await fund(user, 1000);
});
afterAll(async () => ctx.close());

type History = {
  data: {
    transaction_id: string;
    withdraw_status: number;
    withdraw_amount: number;
    withdraw_details: Record<string, string>;
  }[];
};

describe('POST /BGMI/user/withdraw', () => {
  it('reserves the amount at request and refunds it when rejected', async () => {
    const answer = await post<{ updated_wallet: number; data: { transaction_id: string } }>(
      ctx.app,
      'user/withdraw',
      {
        username: user.username,
        amount: 300,
        payment_gateway: 'upi',
        withdraw_details: { method: 'upi', upi: 'me@okaxis' },
      },
      user.token,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('Withdraw Request Sent Successfully');
    expect(answer.body.updated_wallet).toBe(700);
    const history = await post<History>(
      ctx.app,
      'user/get_WithdrawHistory',
      { username: user.username },
      user.token,
    );
    const row = history.body.data.find(
      (r) => r.transaction_id === answer.body.data.transaction_id,
    )!;
    expect(row).toMatchObject({
      withdraw_status: 0,
      withdraw_amount: 300,
      withdraw_details: { method: 'upi', upi: 'me@okaxis' },
    });

    const rejected = await admin(
      ctx,
      'reject-withdrawal',
      answer.body.data.transaction_id,
      'wrong upi',
    );
    expect(rejected.emitted[0]?.payload).toMatchObject({ updated_wallet: 1000 });
    expect(await wallet(user)).toBe(1000);
    await expect(
      admin(ctx, 'reject-withdrawal', answer.body.data.transaction_id),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await wallet(user)).toBe(1000);
    const after = await post<History>(ctx.app, 'user/get_WithdrawHistory', {}, user.token);
    expect(
      after.body.data.find((r) => r.transaction_id === answer.body.data.transaction_id)
        ?.withdraw_status,
    ).toBe(2);
  });

  it('keeps the money on approval, and keeps only the chosen method fields of a bank request', async () => {
    const answer = await post<{ updated_wallet: number; data: { transaction_id: string } }>(
      ctx.app,
      'user/withdraw',
      {
        amount: 100,
        payment_gateway: 'bank',
        withdraw_details: {
          account_number: '123456789',
          confirm_account_number: '123456789',
          ifsc_code: 'sbin0001234',
          account_holder_name: 'Riya',
          upi: 'x@y',
        },
      },
      user.token,
    );
    expect(answer.statusCode).toBe(200);
    await admin(ctx, 'approve-withdrawal', answer.body.data.transaction_id);
    expect(await wallet(user)).toBe(900);
    const history = await post<History>(ctx.app, 'user/get_WithdrawHistory', {}, user.token);
    expect(
      history.body.data.find((r) => r.transaction_id === answer.body.data.transaction_id)
        ?.withdraw_details,
    ).toEqual({
      method: 'bank',
      account_number: '123456789',
      ifsc_code: 'SBIN0001234',
      account_holder_name: 'Riya',
    });
  });

  it('refuses more than the wallet with Low Balance and stores nothing', async () => {
    const answer = await post(
      ctx.app,
      'user/withdraw',
      { amount: 5000, payment_gateway: 'phonepe', withdraw_details: { phonepe: '9876543210' } },
      user.token,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ message: 'Low Balance', field: 'amount' });
    expect(await wallet(user)).toBe(900);
  });

  it('a repeated request_id changes money once', async () => {
    const body = {
      amount: 100,
      payment_gateway: 'phonepe',
      withdraw_details: { phonepe: '9876543210' },
      request_id: 'req-abc-12345',
    };
    const first = await post<{ data: { transaction_id: string } }>(
      ctx.app,
      'user/withdraw',
      body,
      user.token,
    );
    const second = await post<{ data: { transaction_id: string } }>(
      ctx.app,
      'user/withdraw',
      body,
      user.token,
    );
    expect(second.statusCode).toBe(200);
    expect(second.body.data.transaction_id).toBe(first.body.data.transaction_id);
    expect(await wallet(user)).toBe(800);
  });

  it.each([
    [{ amount: 99 }, 'Minimum withdraw amount is 100', 'amount'],
    [{ amount: '' }, 'Fill the value first', 'amount'],
    [{ withdraw_details: {} }, 'Fill the value first', 'withdraw_details.upi'],
    [
      { payment_gateway: 'cash' },
      'payment_gateway must be phonepe, upi or bank',
      'payment_gateway',
    ],
    [
      {
        payment_gateway: 'bank',
        withdraw_details: { account_number: '123456789', ifsc_code: 'SBIN0001234' },
      },
      'Fill the value first',
      'withdraw_details.account_holder_name',
    ],
    [
      {
        payment_gateway: 'bank',
        withdraw_details: {
          account_number: '123456789',
          confirm_account_number: '123456780',
          ifsc_code: 'SBIN0001234',
          account_holder_name: 'R',
        },
      },
      'Account numbers do not match',
      'withdraw_details.confirm_account_number',
    ],
    [
      {
        payment_gateway: 'bank',
        withdraw_details: {
          account_number: '123456789',
          ifsc_code: 'XX',
          account_holder_name: 'R',
        },
      },
      'Enter a valid IFSC code',
      'withdraw_details.ifsc_code',
    ],
  ])('refuses %o with 400 naming the field', async (change, message, field) => {
    const answer = await post(
      ctx.app,
      'user/withdraw',
      { amount: 150, payment_gateway: 'upi', withdraw_details: { upi: 'a@b' }, ...change },
      user.token,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ status: false, message, field });
  });

  it('refuses a foreign token for both calls', async () => {
    await expectTokenRefused(
      ctx.app,
      'user/withdraw',
      {
        username: user.username,
        amount: 150,
        payment_gateway: 'upi',
        withdraw_details: { upi: 'a@b' },
      },
      other.token,
    );
    const history = await post(
      ctx.app,
      'user/get_WithdrawHistory',
      { username: user.username },
      other.token,
    );
    expect(history.statusCode).toBe(401);
    const theirs = await post<History>(ctx.app, 'user/get_WithdrawHistory', {}, other.token);
    expect(theirs.body.data).toEqual([]);
  });
});
