import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, type TestUser } from '../../helpers/api';
import { admin, newUtr, walletOf } from '../wallet/wallet-helpers';
import { nextRound, type Sent } from './round-helpers';

let ctx: TestApp;
let user: TestUser;
let other: TestUser;
let roundId: number;

const wallet = (u: TestUser) => walletOf(ctx.app, u);

beforeAll(async () => {
  ctx = await createTestApp();
  user = await signUp(ctx.app);
  other = await signUp(ctx.app);
  const utr = newUtr();
  await post(ctx.app, 'user/deposit', { amount: 1000, transaction_id: utr }, user.token);
  await admin(ctx, 'approve-deposit', utr);
  roundId = (await nextRound(ctx)).opened.id;
});
afterAll(async () => ctx.close());

type BetAnswer = { updated_wallet: number; bet_numbers: Record<string, number> };
const bet = (body: Record<string, unknown>, token = user.token) =>
  post<BetAnswer>(
    ctx.app,
    'bet-place-jantri',
    { username: user.username, session_id: roundId, amount: 10, position_number: '07', ...body },
    token,
  );

describe('POST /BGMI/bet-place-jantri', () => {
  it('stores the bet and debits the wallet in one go; amounts add up per number', async () => {
    const first = await bet({ amount: 50, position_number: '07' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatchObject({
      status: true,
      updated_wallet: 950,
      bet_numbers: { '07': 50 },
    });
    const second = await bet({ amount: '20', position_number: 7 });
    expect(second.body.bet_numbers).toEqual({ '07': 70 });
    const third = await bet({ amount: 10, position_number: '100' });
    expect(third.body.bet_numbers).toEqual({ '07': 70, '00': 10 });
    expect(await wallet(user)).toBe(920);
  });

  it("game-session shows the open round with the hash of its seed and the caller's bets", async () => {
    const answer = await post<{ data: Record<string, unknown>; updated_wallet: number }>(
      ctx.app,
      'game-session',
      {},
      user.token,
    );
    expect(answer.body.data).toMatchObject({
      current_session_id: roundId,
      bet_numbers: { '07': 70, '00': 10 },
      round_seconds: ctx.app.config.roundSeconds,
    });
    expect(String(answer.body.data.seed_hash)).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(answer.body)).not.toMatch(/"seed"/);
    const theirs = await post<{ data: { bet_numbers: object } }>(
      ctx.app,
      'game-session',
      {},
      other.token,
    );
    expect(theirs.body.data.bet_numbers).toEqual({});
  });

  it('refuses an amount equal to the wallet, or above it, with Low Balance', async () => {
    const equal = await bet({ amount: 920 });
    expect(equal.statusCode).toBe(400);
    expect(equal.body).toMatchObject({ message: 'Low Balance', field: 'amount' });
    expect((await bet({ amount: 5000 })).body.message).toBe('Low Balance');
    expect((await bet({}, other.token)).statusCode).toBe(401);
    expect(await wallet(user)).toBe(920);
  });

  it('a repeated request_id changes money once', async () => {
    const a = await bet({ amount: 10, position_number: '33', request_id: 'bet-req-000001' });
    const b = await bet({ amount: 10, position_number: '33', request_id: 'bet-req-000001' });
    expect(b.statusCode).toBe(200);
    expect(b.body.bet_numbers['33']).toBe(10);
    expect(a.body.updated_wallet).toBe(910);
    expect(await wallet(user)).toBe(910);
  });

  it.each([
    [{ amount: 9 }, 'Please Enter minimum amount which is 10', 'amount'],
    [{ amount: '' }, 'Please Enter minimum amount which is 10', 'amount'],
    [{ amount: 10.5 }, 'amount must be whole rupees (digits only)', 'amount'],
    [{ amount: '1e3' }, 'Please Enter minimum amount which is 10', 'amount'],
    [
      { position_number: '101' },
      'position_number must be a number from 00 to 99',
      'position_number',
    ],
    [
      { position_number: 'ab' },
      'position_number must be a number from 00 to 99',
      'position_number',
    ],
    [{ session_id: 'x' }, 'session_id is required', 'session_id'],
  ])('refuses %o with 400 naming the field', async (change, message, field) => {
    const answer = await bet(change);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ status: false, message, field });
  });

  it('refuses a foreign token', async () => {
    const answer = await bet({}, other.token);
    expect(answer.statusCode).toBe(401);
    expect(answer.body.message).toBe('token not belonging to the user');
  });

  it('pays winners amount x 90 at the round end and tells each bettor their wallet', async () => {
    await admin(ctx, 'declare-result', '7');
    const sent: Sent[] = [];
    const { settled, opened } = await nextRound(ctx, sent);
    expect(settled?.round).toMatchObject({
      id: roundId,
      winningNumber: '07',
      resultSource: 'admin',
    });
    // 910 left + 70 x 90 on "07"
    expect(await wallet(user)).toBe(910 + 6300);
    const everyone = sent.find((s) => s.to === '*');
    expect(everyone?.payload).toMatchObject({
      current_session_id: opened.id,
      session_result: { winning_number: '07' },
      bet_numbers: {},
    });
    expect(sent.find((s) => s.to === user.id)?.payload).toMatchObject({ updated_wallet: 7210 });
    const ledger = await admin(ctx, 'ledger', user.bgmiUserId);
    expect(ledger.output).toMatchObject({ consistent: true, wallet: 7210 });
  });

  it('refuses a bet on a finished round', async () => {
    const late = await bet({ amount: 10 });
    expect(late.statusCode).toBe(400);
    expect(late.body).toMatchObject({
      message: 'This session is closed, please bet in the current session',
      field: 'session_id',
    });
  });
});

describe('the running totals of a bet answer (migration 0012)', () => {
  it('match the stored bets when one caller bets many times at once', async () => {
    const utr = newUtr();
    await post(ctx.app, 'user/deposit', { amount: 1000, transaction_id: utr }, other.token);
    await admin(ctx, 'approve-deposit', utr);
    const current = await post<{ data: { current_session_id: number } }>(
      ctx.app,
      'game-session',
      {},
      other.token,
    );
    const round = current.body.data.current_session_id;
    const numbers = ['41', '42', '41', '42', '41', '43', '41', '42', '41', '41'];
    const answers = await Promise.all(
      numbers.map((position_number, i) =>
        bet(
          { username: other.username, session_id: round, amount: 10 + i, position_number },
          other.token,
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(numbers.map(() => 200));
    const stored = await ctx.database.query<{ position_number: string; total: string }>(
      `SELECT position_number, sum(amount_paise) AS total FROM platform_bets
       WHERE user_id = $1 AND round_id = $2 GROUP BY position_number`,
      [other.id, round],
    );
    const expected = Object.fromEntries(
      stored.map((row) => [row.position_number, Number(row.total) / 100]),
    );
    expect(expected).toEqual({ '41': 10 + 12 + 14 + 16 + 18 + 19, '42': 11 + 13 + 17, '43': 15 });
    const last = answers.reduce((a, b) => (a.body.updated_wallet < b.body.updated_wallet ? a : b));
    expect(last.body.bet_numbers).toEqual(expected);
    const now = await post<{ data: { bet_numbers: object } }>(
      ctx.app,
      'game-session',
      {},
      other.token,
    );
    expect(now.body.data.bet_numbers).toEqual(expected);
  });
});
