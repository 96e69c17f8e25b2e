import { seedWallet } from '../../../src/seed/wallet';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, type TestUser, statusOf } from '../../helpers/api';
import { admin, newUtr, walletOf } from './wallet-helpers';

let ctx: TestApp;
let user: TestUser;
let other: TestUser;
const wallet = (u: TestUser) => walletOf(ctx.app, u);

beforeAll(async () => {
  ctx = await createTestApp();
  user = await signUp(ctx.app);
  other = await signUp(ctx.app);
  // The demo plans (the operator's demo balance goes to `other` here).
  const row = { id: other.id } as never;
  await ctx.database.transaction((tx) =>
    seedWallet(tx, { leader: row, member: row, operator: row }),
  );
});
afterAll(async () => ctx.close());

type Plans = {
  success: boolean;
  data: { name: string; price: number; validity_days: number; features: string[] }[];
};

describe('POST /BGMI/get-recharge', () => {
  it('lists the plans on sale, without a token', async () => {
    const answer = await post<Plans>(ctx.app, 'get-recharge', {});
    expect(answer.statusCode).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.data.map((p) => p.name)).toEqual(['Starter Pass', 'Pro Pass', 'Elite Pass']);
    expect(answer.body.data[0]).toMatchObject({ price: 199, validity_days: 7 });
  });
  it('follows the admin CLI: add and remove a plan', async () => {
    await admin(ctx, 'add-plan', 'Weekend Pass', '99', '2', 'Two days; All tools');
    await expect(admin(ctx, 'add-plan', 'weekend pass', '99', '2')).rejects.toMatchObject({
      statusCode: 409,
    });
    let plans = await post<Plans>(ctx.app, 'get-recharge', {});
    expect(plans.body.data[0]).toMatchObject({
      name: 'Weekend Pass',
      price: 99,
      features: ['Two days', 'All tools'],
    });
    await admin(ctx, 'remove-plan', 'Weekend Pass');
    plans = await post<Plans>(ctx.app, 'get-recharge', {});
    expect(plans.body.data.some((p) => p.name === 'Weekend Pass')).toBe(false);
  });
});

describe('POST /BGMI/recharge', () => {
  const rechargeData = (u: TestUser, extra: Record<string, unknown> = {}) => ({
    bgmiUserId: u.bgmiUserId,
    username: u.username,
    user_id: u.id,
    plan_amount: 199,
    validity_days: 7,
    plan_name: 'Starter Pass',
    ...extra,
  });

  it('activates the plan when its deposit is approved, paying it from that deposit', async () => {
    const utr = newUtr();
    await post(ctx.app, 'user/deposit', { amount: 199, transaction_id: utr }, user.token);
    const answer = await post<{ data: { status: number } }>(
      ctx.app,
      'recharge',
      rechargeData(user, { transaction_id: utr }),
      user.token,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.status).toBe(0);
    const approved = await admin(ctx, 'approve-deposit', utr);
    expect(approved.output).toContain('plan activated');
    expect(await wallet(user)).toBe(0);
    const rows = await ctx.database.query<{ status: number; expires_at: Date }>(
      `SELECT status, expires_at FROM recharges WHERE user_id = '${user.id}'`,
    );
    expect(rows[0]?.status).toBe(1);
    expect(new Date(rows[0]!.expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const ledger = await admin(ctx, 'ledger', user.bgmiUserId);
    expect(ledger.output).toMatchObject({ consistent: true, wallet: 0 });
  });

  it('finds the pending deposit of the plan price when no UTR is sent; one plan per deposit', async () => {
    const utr = newUtr();
    await post(ctx.app, 'user/deposit', { amount: 199, transaction_id: utr }, user.token);
    expect(await statusOf(ctx.app, 'recharge', rechargeData(user), user.token)).toBe(200);
    const twice = await post(
      ctx.app,
      'recharge',
      rechargeData(user, { transaction_id: utr }),
      user.token,
    );
    expect(twice.statusCode).toBe(409);
    await admin(ctx, 'reject-deposit', utr);
    const rows = await ctx.database.query<{ status: number }>(
      `SELECT status FROM recharges WHERE user_id = '${user.id}' ORDER BY created_at DESC`,
    );
    expect(rows[0]?.status).toBe(2);
  });

  it.each([
    [{ plan_name: 'Gold' }, 'This plan is not available', 'plan_name'],
    [{ plan_amount: 5 }, 'plan_amount does not match the plan price', 'plan_amount'],
    [{ plan_name: '' }, 'plan_name is required', 'plan_name'],
    [{ validity_days: 'x' }, 'validity_days must be a number', 'validity_days'],
    [{ transaction_id: 'NOPE12345' }, 'No deposit found for this plan', 'transaction_id'],
  ])('refuses %o naming the field', async (change, message, field) => {
    const answer = await post(ctx.app, 'recharge', rechargeData(user, change), user.token);
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.body).toMatchObject({ status: false, message, field });
  });

  it("refuses a foreign token and another user's deposit", async () => {
    const foreign = await post(ctx.app, 'recharge', rechargeData(user), other.token);
    expect(foreign.statusCode).toBe(401);
    expect(foreign.body.message).toBe('token not belonging to the user');
    const utr = newUtr();
    await post(ctx.app, 'user/deposit', { amount: 199, transaction_id: utr }, user.token);
    const notTheirs = await post(
      ctx.app,
      'recharge',
      rechargeData(other, { transaction_id: utr }),
      other.token,
    );
    expect(notTheirs.statusCode).toBe(404);
  });
});

describe('POST /BGMI/user/support and user/get_complainList', () => {
  it('stores a ticket the caller sees as Pending, and the admin resolves it', async () => {
    const sent = await post<{ data: { _id: string } }>(
      ctx.app,
      'user/support',
      {
        username: user.username,
        subject: 'Deposit late',
        message: 'UTR 1234 not credited',
        img: '',
      },
      user.token,
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.body.message).toBe('Request Submit Successfully');
    const list = await post<{ data: { _id: string; subject: string; status: number }[] }>(
      ctx.app,
      'user/get_complainList',
      { username: user.username },
      user.token,
    );
    expect(list.body.data[0]).toMatchObject({
      _id: sent.body.data._id,
      subject: 'Deposit late',
      status: 0,
    });
    await admin(ctx, 'resolve-ticket', sent.body.data._id.slice(0, 8));
    const after = await post<{ data: { status: number }[] }>(
      ctx.app,
      'user/get_complainList',
      {},
      user.token,
    );
    expect(after.body.data[0]?.status).toBe(1);
    const theirs = await post<{ data: unknown[] }>(
      ctx.app,
      'user/get_complainList',
      {},
      other.token,
    );
    expect(theirs.body.data).toEqual([]);
  });
  it.each([
    [{ subject: '' }, 'Please enter a subject', 'subject'],
    [{ message: '   ' }, 'Please enter a message', 'message'],
    [{ img: 7 }, 'img must be text', 'img'],
  ])('refuses %o naming the field', async (change, message, field) => {
    const answer = await post(
      ctx.app,
      'user/support',
      { subject: 'S', message: 'M', ...change },
      user.token,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ message, field });
  });
  it('refuses a foreign token', async () => {
    expect(
      await statusOf(
        ctx.app,
        'user/support',
        { username: user.username, subject: 'S', message: 'M' },
        other.token,
      ),
    ).toBe(401);
    expect(
      (await post(ctx.app, 'user/get_complainList', { username: user.username }, other.token))
        .statusCode,
    ).toBe(401);
  });
});
