import { MONEY_MESSAGES } from '@bgmi/shared/server';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, type TestUser, statusOf } from '../../helpers/api';
import { admin, newUtr } from '../wallet/wallet-helpers';
import { nextRound } from '../platform-game/round-helpers';

const HOUR = 3_600_000;
let ctx: TestApp;
let clock = Date.now();
const status = async (u: TestUser) =>
  (await post<{ data: Record<string, unknown> }>(ctx.app, 'money/status', {}, u.token)).body.data;
const deposit = (u: TestUser, amount: number, utr = newUtr()) =>
  post(ctx.app, 'user/deposit', { amount, transaction_id: utr }, u.token);

beforeAll(async () => {
  ctx = await createTestApp({ MONEY_MODE: 'real' });
  ctx.app.config.now = () => new Date(clock);
});
afterAll(async () => ctx.close());

describe('real mode: the 18+ gate', () => {
  const confirm = (u: TestUser, date_of_birth: string, confirm_18 = true) =>
    post(ctx.app, 'money/confirm-age', { date_of_birth, confirm_18 }, u.token);

  it('refuses money calls before the confirmation, refuses bad dates with 400, stores once', async () => {
    const user = await signUp(ctx.app, { dateOfBirth: 'none' });
    const before = await deposit(user, 500);
    expect(before.statusCode).toBe(403);
    expect(before.body.message).toBe(MONEY_MESSAGES.ageNeeded);
    const unconfirmed = await confirm(user, '1990-05-01', false);
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body.field).toBe('confirm_18');
    // Impossible calendar dates and year 0 passed Date.parse and gave 500 (issue 25).
    for (const date of ['1990/05/01', '2000-02-30', '0000-01-01', '1990-13-01', '2001-02-29']) {
      const bad = await confirm(user, date);
      expect(bad.statusCode).toBe(400);
      expect(bad.body.field).toBe('date_of_birth');
    }
    expect((await confirm(user, '1990-05-01')).statusCode).toBe(200);
    const again = await confirm(user, '2001-01-01');
    expect(again.statusCode).toBe(409);
    expect((await deposit(user, 500)).statusCode).toBe(200);
  });

  it('stores an under-18 refusal, so a second, older date cannot pass', async () => {
    const user = await signUp(ctx.app, { dateOfBirth: 'none' });
    const seventeen = new Date(clock - 17 * 365.25 * 24 * HOUR).toISOString().slice(0, 10);
    const young = await confirm(user, seventeen);
    expect(young.statusCode).toBe(403);
    expect(young.body.message).toBe(MONEY_MESSAGES.underAge);
    expect(await status(user)).toMatchObject({ age_confirmed: false });
    const older = await confirm(user, '1990-05-01');
    expect(older.statusCode).toBe(403);
    expect(older.body.message).toBe(MONEY_MESSAGES.underAge);
    expect(await status(user)).toMatchObject({ age_confirmed: false });
    expect((await deposit(user, 500)).statusCode).toBe(403);
    const [row] = await ctx.database.query<{ dob: string | Date }>(
      'SELECT date_of_birth AS dob FROM users WHERE id = $1',
      [user.id],
    );
    expect(new Date(row!.dob).toISOString().slice(0, 10)).toBe(seventeen);
    // The stored date confirms once its owner is 18 (a year later on the test clock).
    const saved = clock;
    clock += 366 * 24 * HOUR;
    try {
      expect((await confirm(user, '1990-05-01')).statusCode).toBe(200);
      expect(await status(user)).toMatchObject({ age_confirmed: true });
    } finally {
      clock = saved;
    }
  });
});

describe('real mode: deposit limits', () => {
  it.each(['daily', 'weekly', 'monthly'] as const)(
    'the %s limit refuses a deposit over it, at request and at approval',
    async (window) => {
      const user = await signUp(ctx.app);
      const set = await post(ctx.app, 'money/set-limits', { [window]: 1000 }, user.token);
      expect(set.statusCode).toBe(200);
      expect(set.body).toMatchObject({ data: { limits: { [window]: 1000 } } });
      expect((await deposit(user, 600)).statusCode).toBe(200);
      const over = await deposit(user, 500);
      expect(over.statusCode).toBe(403);
      expect(over.body.message).toContain(MONEY_MESSAGES.limitHit);
      expect((await deposit(user, 400)).statusCode).toBe(200);
    },
  );

  it('enforces the limit when a deposit is approved', async () => {
    const user = await signUp(ctx.app);
    const first = newUtr();
    const second = newUtr();
    await deposit(user, 700, first);
    await deposit(user, 700, second);
    // Lowered after both requests: the second approval no longer fits.
    await post(ctx.app, 'money/set-limits', { daily: 1000 }, user.token);
    await admin(ctx, 'approve-deposit', first);
    await expect(admin(ctx, 'approve-deposit', second)).rejects.toMatchObject({ statusCode: 403 });
  });

  it('lowers at once and raises only after 24 hours (controlled clock)', async () => {
    const user = await signUp(ctx.app);
    await post(ctx.app, 'money/set-limits', { daily: 1000 }, user.token);
    const raise = await post(ctx.app, 'money/set-limits', { daily: 5000 }, user.token);
    expect(raise.body).toMatchObject({
      data: { limits: { daily: 1000 }, pending_limits: [{ window: 'daily', amount: 5000 }] },
    });
    expect((await deposit(user, 2000)).statusCode).toBe(403);
    clock += 23 * HOUR;
    expect((await deposit(user, 2000)).statusCode).toBe(403);
    clock += 2 * HOUR;
    expect(await status(user)).toMatchObject({ limits: { daily: 5000 }, pending_limits: [] });
    expect((await deposit(user, 2000)).statusCode).toBe(200);
    const lower = await post(ctx.app, 'money/set-limits', { daily: 100 }, user.token);
    expect(lower.body).toMatchObject({ data: { limits: { daily: 100 } } });
  });

  it('a bad limit is 400 naming the field', async () => {
    const user = await signUp(ctx.app);
    const answer = await post(ctx.app, 'money/set-limits', { weekly: -5 }, user.token);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.field).toBe('weekly');
  });
});

describe('real mode: self-exclusion', () => {
  it('blocks deposits and bets until it ends, allows withdrawals, cannot be shortened', async () => {
    const user = await signUp(ctx.app);
    const utr = newUtr();
    await deposit(user, 1000, utr);
    await admin(ctx, 'approve-deposit', utr);
    const session = (await nextRound(ctx)).opened.id;
    const ex = await post(ctx.app, 'money/self-exclude', { period: '7d' }, user.token);
    expect(ex.statusCode).toBe(200);
    const bet = await post(
      ctx.app,
      'bet-place-jantri',
      { session_id: session, amount: 10, position_number: '07' },
      user.token,
    );
    expect(bet.statusCode).toBe(403);
    expect(bet.body.message).toContain(MONEY_MESSAGES.excluded);
    expect((await deposit(user, 500)).statusCode).toBe(403);
    const withdraw = await post(
      ctx.app,
      'user/withdraw',
      { amount: 100, payment_gateway: 'upi', withdraw_details: { upi: 'me@upi' } },
      user.token,
    );
    expect(withdraw.statusCode).toBe(200);
    const shorter = await post(ctx.app, 'money/self-exclude', { period: '24h' }, user.token);
    expect(shorter.statusCode).toBe(409);
    clock += 7 * 24 * HOUR + 1000;
    expect((await deposit(user, 500)).statusCode).toBe(200);
    const forever = await post(ctx.app, 'money/self-exclude', { period: 'permanent' }, user.token);
    expect(forever.body).toMatchObject({ data: { excluded_permanently: true } });
    clock += 365 * 24 * HOUR;
    expect((await deposit(user, 500)).body.message).toBe(MONEY_MESSAGES.excludedForever);
    const bad = await post(ctx.app, 'money/self-exclude', { period: '2d' }, user.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.field).toBe('period');
  });
});

describe('real mode: statement', () => {
  it("returns the caller's ledger entries and a CSV", async () => {
    const user = await signUp(ctx.app);
    const utr = newUtr();
    await deposit(user, 800, utr);
    await admin(ctx, 'approve-deposit', utr);
    const answer = await post<{
      data: { kind: string; amount: number; balance: number }[];
      csv: string;
    }>(ctx.app, 'money/statement', {}, user.token);
    expect(answer.body.data).toEqual([
      expect.objectContaining({ kind: 'deposit', amount: 800, balance: 800, reference: utr }),
    ]);
    expect(answer.body.csv.split('\n')).toEqual([
      'time,kind,amount,balance,reference',
      expect.stringMatching(new RegExp(`,deposit,800,800,${utr}$`)),
    ]);
    // A Hindi reader's file: headers and kinds in Hindi, the data as it is (issue 23).
    const hindi = await post<{ csv: string }>(
      ctx.app,
      'money/statement',
      { language: 'hi' },
      user.token,
    );
    expect(hindi.body.csv.split('\n')).toEqual([
      'समय,प्रकार,रकम,बैलेंस,रेफ़रेंस',
      expect.stringMatching(new RegExp(`,डिपॉज़िट,800,800,${utr}$`)),
    ]);
    expect(await statusOf(ctx.app, 'money/statement', {}, 'bad-token')).toBe(401);
  });
});
