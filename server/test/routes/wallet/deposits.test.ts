import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, type TestUser, statusOf } from '../../helpers/api';
import { admin, newUtr, walletOf } from './wallet-helpers';
import { expectTokenRefused } from '../../helpers/refusals';

let ctx: TestApp;
let user: TestUser;
let other: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await signUp(ctx.app);
  other = await signUp(ctx.app);
});
afterAll(async () => ctx.close());

const wallet = (u: TestUser) => walletOf(ctx.app, u);

describe('POST /BGMI/user/getDeposit_details', () => {
  it('returns the minimum deposit and a QR image', async () => {
    const answer = await post<{ data: { min_deposit: number; QR_url: string } }>(
      ctx.app,
      'user/getDeposit_details',
      { bgmiUserId: user.bgmiUserId, payment_gateway: 'upi-QR' },
      user.token,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.min_deposit).toBe(100);
    expect(answer.body.data.QR_url).toMatch(/^data:image\/svg\+xml;base64,/);
  });
  it('refuses a foreign token and a missing token', async () => {
    const foreign = await post(
      ctx.app,
      'user/getDeposit_details',
      { bgmiUserId: user.bgmiUserId },
      other.token,
    );
    expect(foreign.statusCode).toBe(401);
    expect(foreign.body.message).toBe('token not belonging to the user');
    expect(await statusOf(ctx.app, 'user/getDeposit_details', {})).toBe(401);
  });
  it('refuses a bad payment_gateway type with 400 naming the field', async () => {
    const answer = await post(
      ctx.app,
      'user/getDeposit_details',
      { payment_gateway: 5 },
      user.token,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body.field).toBe('payment_gateway');
  });
});

describe('POST /BGMI/user/deposit', () => {
  it('stores a pending deposit that an admin approval credits once', async () => {
    const utr = newUtr();
    const answer = await post(
      ctx.app,
      'user/deposit',
      {
        bgmiUserId: user.bgmiUserId,
        amount: 250,
        transaction_id: utr,
        payment_gateway: 'upi-QR',
        method: 'GPay',
      },
      user.token,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('Deposit Request Sent Successfully');
    expect(await wallet(user)).toBe(0);
    const history = await post<{ data: Record<string, unknown>[] }>(
      ctx.app,
      'user/get_DepositHistory',
      { username: user.username },
      user.token,
    );
    expect(history.body.data[0]).toMatchObject({
      transaction_id: utr,
      deposit_amount: 250,
      deposit_status: 0,
      method: 'GPay',
    });

    const approved = await admin(ctx, 'approve-deposit', utr, 'ok');
    expect(approved.output).toContain('approved');
    expect(approved.emitted[0]).toMatchObject({
      userId: user.id,
      event: 'session_details',
      payload: { updated_wallet: 250 },
    });
    expect(await wallet(user)).toBe(250);
    await expect(admin(ctx, 'approve-deposit', utr)).rejects.toMatchObject({ statusCode: 409 });
    await expect(admin(ctx, 'reject-deposit', utr)).rejects.toMatchObject({ statusCode: 409 });
    expect(await wallet(user)).toBe(250);
    const after = await post<{ data: Record<string, unknown>[] }>(
      ctx.app,
      'user/get_DepositHistory',
      {},
      user.token,
    );
    expect(after.body.data[0]).toMatchObject({ deposit_status: 1, remarks: 'ok' });
  });

  it('refuses a UTR used before, by anyone, whatever its case (409 on transaction_id)', async () => {
    const utr = `ab${newUtr()}`;
    expect(
      (await post(ctx.app, 'user/deposit', { amount: 100, transaction_id: utr }, user.token))
        .statusCode,
    ).toBe(200);
    const again = await post(
      ctx.app,
      'user/deposit',
      { amount: 100, transaction_id: utr.toUpperCase() },
      other.token,
    );
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({ status: false, field: 'transaction_id' });
  });

  it('a rejected deposit never credits', async () => {
    const utr = newUtr();
    await post(ctx.app, 'user/deposit', { amount: 300, transaction_id: utr }, other.token);
    await admin(ctx, 'reject-deposit', utr, 'no payment');
    expect(await wallet(other)).toBe(0);
    const history = await post<{ data: Record<string, unknown>[] }>(
      ctx.app,
      'user/get_DepositHistory',
      {},
      other.token,
    );
    expect(history.body.data.find((d) => d.transaction_id === utr)).toMatchObject({
      deposit_status: 2,
      remarks: 'no payment',
    });
  });

  it.each([
    [{ transaction_id: '' }, 'Fill the value first', 'transaction_id'],
    [{ amount: '' }, 'Fill the value first', 'amount'],
    [{ amount: undefined }, 'Fill the value first', 'amount'],
    [{ amount: 'abc' }, 'Fill the value first', 'amount'],
    [{ amount: 50 }, 'Minimum deposit is 100', 'amount'],
    [
      { transaction_id: 'a b' },
      'Transaction id/UTR must be 4-40 letters or digits',
      'transaction_id',
    ],
    [{ method: 'Bitcoin' }, 'method must be Phonepe, GPay, Paytm or Other', 'method'],
  ])('refuses %o with 400 naming the field', async (change, message, field) => {
    const answer = await post(
      ctx.app,
      'user/deposit',
      { amount: 200, transaction_id: newUtr(), ...change },
      user.token,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ status: false, message, field });
  });

  it('refuses a body naming another user', async () => {
    await expectTokenRefused(
      ctx.app,
      'user/deposit',
      { bgmiUserId: other.bgmiUserId, amount: 200, transaction_id: newUtr() },
      user.token,
    );
  });
});

describe('POST /BGMI/user/get_DepositHistory', () => {
  it("shows only the caller's deposits", async () => {
    const mine = await post<{ data: { transaction_id: string }[] }>(
      ctx.app,
      'user/get_DepositHistory',
      {},
      user.token,
    );
    const theirs = await post<{ data: { transaction_id: string }[] }>(
      ctx.app,
      'user/get_DepositHistory',
      {},
      other.token,
    );
    const mineIds = new Set(mine.body.data.map((d) => d.transaction_id));
    expect(theirs.body.data.some((d) => mineIds.has(d.transaction_id))).toBe(false);
  });
  it('refuses a foreign username and a bad type', async () => {
    expect(
      (await post(ctx.app, 'user/get_DepositHistory', { username: other.username }, user.token))
        .statusCode,
    ).toBe(401);
    const bad = await post(ctx.app, 'user/get_DepositHistory', { username: 42 }, user.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.field).toBe('username');
  });
});
