import { MONEY_MESSAGES } from '@bgmi/shared/server';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, type TestUser } from '../../helpers/api';
import { loadConfig } from '../../../src/config';

/** Every money call and the body it needs to pass validation (so the mode check is what answers). */
const MONEY_CALLS: [string, Record<string, unknown>][] = [
  ['user/getDeposit_details', {}],
  ['user/deposit', { amount: 500, transaction_id: 'UTR12345' }],
  ['user/get_DepositHistory', {}],
  ['user/withdraw', { amount: 100, payment_gateway: 'upi', withdraw_details: { upi: 'a@upi' } }],
  ['user/get_WithdrawHistory', {}],
  ['recharge', { plan_name: 'Gold', plan_amount: 499, validity_days: 30 }],
  ['bet-place-jantri', { session_id: 1, amount: 10, position_number: '07' }],
  ['game-session', {}],
  ['money/statement', {}],
  ['wallet/add-demo-credits', { amount: 100 }],
];

describe('MONEY_MODE in config', () => {
  it('defaults to demo and refuses an unknown value with a clear message', () => {
    expect(loadConfig({}).moneyMode).toBe('demo');
    expect(loadConfig({ MONEY_MODE: 'REAL' }).moneyMode).toBe('real');
    expect(() => loadConfig({ MONEY_MODE: 'on' })).toThrow(/MONEY_MODE must be off, demo or real/);
  });
});

describe('MONEY_MODE=off', () => {
  let ctx: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ MONEY_MODE: 'off' });
    user = await signUp(ctx.app);
  });
  afterAll(async () => ctx.close());

  it.each(MONEY_CALLS)('%s answers 403: money features are off', async (path, body) => {
    const answer = await post(ctx.app, path, body, user.token);
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toMatchObject({ status: false, message: MONEY_MESSAGES.off });
  });

  it('keeps the ledger and tells the screens the mode', async () => {
    const clients = await post(
      ctx.app,
      'getAll-jantri-client',
      { username: user.username },
      user.token,
    );
    expect(clients.statusCode).not.toBe(403);
    const refresh = await post(ctx.app, 'user/refresh', {}, user.token);
    expect(refresh.body).toMatchObject({ money_mode: 'off' });
  });

  it('a foreign (unknown) token is still 401 before the mode', async () => {
    const answer = await post(ctx.app, 'user/get_DepositHistory', {}, 'not-a-token');
    expect(answer.statusCode).toBe(401);
  });
});

describe('MONEY_MODE=demo', () => {
  let ctx: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ MONEY_MODE: 'demo' });
    user = await signUp(ctx.app);
  });
  afterAll(async () => ctx.close());

  it('adds demo credits through the ledger, at most ₹10,000 a day', async () => {
    const first = await post(ctx.app, 'wallet/add-demo-credits', { amount: 6000 }, user.token);
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatchObject({ updated_wallet: 6000, added_today: 6000 });
    const over = await post(ctx.app, 'wallet/add-demo-credits', { amount: 4001 }, user.token);
    expect(over.statusCode).toBe(400);
    expect(over.body).toMatchObject({ field: 'amount' });
    expect(over.body.message).toContain(MONEY_MESSAGES.demoCap);
    const rest = await post(ctx.app, 'wallet/add-demo-credits', { amount: 4000 }, user.token);
    expect(rest.body).toMatchObject({ updated_wallet: 10000, added_today: 10000 });
    const statement = await post<{ data: { kind: string; amount: number }[] }>(
      ctx.app,
      'money/statement',
      {},
      user.token,
    );
    expect(statement.body.data.map((e) => [e.kind, e.amount])).toEqual([
      ['demo_credit', 6000],
      ['demo_credit', 4000],
    ]);
  });

  it('the next day allows more (the cap is per day, on the injectable clock)', async () => {
    const later = new Date(Date.now() + 24 * 3600_000);
    ctx.app.config.now = () => later;
    const answer = await post(ctx.app, 'wallet/add-demo-credits', { amount: 100 }, user.token);
    ctx.app.config.now = () => new Date();
    expect(answer.statusCode).toBe(200);
  });

  it('bad amount is 400 naming the field', async () => {
    const answer = await post(ctx.app, 'wallet/add-demo-credits', { amount: 'x' }, user.token);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.field).toBe('amount');
  });

  it('refuses a UTR deposit, says so in deposit details, records a withdrawal', async () => {
    const deposit = await post(
      ctx.app,
      'user/deposit',
      { amount: 500, transaction_id: 'UTR99999' },
      user.token,
    );
    expect(deposit.statusCode).toBe(403);
    expect(deposit.body.message).toBe(MONEY_MESSAGES.demoNoDeposit);
    const withdraw = await post(
      ctx.app,
      'user/withdraw',
      { amount: 100, payment_gateway: 'upi', withdraw_details: { upi: 'a@upi' } },
      user.token,
    );
    expect(withdraw.statusCode).toBe(200);
    const refresh = await post(ctx.app, 'user/refresh', {}, user.token);
    expect(refresh.body).toMatchObject({ money_mode: 'demo' });
    const details = await post(ctx.app, 'user/getDeposit_details', {}, user.token);
    expect(details.body).toMatchObject({
      message: MONEY_MESSAGES.demoNoDeposit,
      data: { QR_url: '' },
    });
  });
});

describe('MONEY_MODE=real refuses demo credits', () => {
  it('403 on add-demo-credits', async () => {
    const ctx = await createTestApp({ MONEY_MODE: 'real' });
    try {
      const user = await signUp(ctx.app);
      const answer = await post(ctx.app, 'wallet/add-demo-credits', { amount: 100 }, user.token);
      expect(answer.statusCode).toBe(403);
      expect(answer.body.message).toBe(MONEY_MESSAGES.demoOnly);
    } finally {
      await ctx.close();
    }
  });
});
