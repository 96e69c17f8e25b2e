import { FOREIGN_TOKEN_MESSAGE } from '@bgmi/shared/server';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, type TestUser, statusOf } from '../../helpers/api';
import { nextRound } from './round-helpers';

/**
 * The bet runs in the token check's statement (lib/one-trip-endpoint.ts) in demo mode, whose
 * money check needs no database (tests default to `real`, where the bet runs after the checks:
 * bet-place-jantri.test.ts): the same answers, in the same order, as every other authenticated call,
 * and money moves only for the token's user.
 */
let ctx: TestApp;
let roundId: number;

beforeAll(async () => {
  ctx = await createTestApp({ MONEY_MODE: 'demo', SESSION_TOUCH_SECONDS: '60' });
  roundId = (await nextRound(ctx)).opened.id;
});
afterAll(async () => ctx.close());

const funded = async () => {
  const user = await signUp(ctx.app);
  const added = await post(ctx.app, 'wallet/add-demo-credits', { amount: 1000 }, user.token);
  expect(added.statusCode).toBe(200);
  return user;
};
const wallet = async (user: TestUser) =>
  Number(
    (
      await ctx.database.query<{ w: string }>('SELECT wallet_paise AS w FROM users WHERE id = $1', [
        user.id,
      ])
    )[0]!.w,
  );
const bets = async (user: TestUser) =>
  (await ctx.database.query('SELECT 1 FROM platform_bets WHERE user_id = $1', [user.id])).length;
const bet = (user: TestUser, token: string | undefined, body: Record<string, unknown> = {}) =>
  post(
    ctx.app,
    'bet-place-jantri',
    { username: user.username, session_id: roundId, amount: 10, position_number: '07', ...body },
    token,
  );
const lastUsed = async (user: TestUser) =>
  new Date(
    (
      await ctx.database.query<{ at: string | Date }>(
        'SELECT last_used_at AS at FROM auth_tokens WHERE user_id = $1',
        [user.id],
      )
    )[0]!.at,
  ).getTime();

describe('bet-place-jantri with the token check in one statement', () => {
  it("refuses another user's token, moving nobody's money", async () => {
    const [user, other] = [await funded(), await funded()];
    const answer = await bet(user, other.token);
    expect(answer.statusCode).toBe(401);
    expect(answer.body.message).toBe(FOREIGN_TOKEN_MESSAGE);
    expect([await wallet(user), await wallet(other), await bets(user), await bets(other)]).toEqual([
      100_000, 100_000, 0, 0,
    ]);
  });

  it('refuses a revoked token and a token unused for 30 days, without a bet', async () => {
    const revoked = await funded();
    await post(ctx.app, 'user/logout', {}, revoked.token);
    const idle = await funded();
    await ctx.database.query(
      `UPDATE auth_tokens SET last_used_at = now() - interval '31 days' WHERE user_id = $1`,
      [idle.id],
    );
    for (const user of [revoked, idle]) {
      const answer = await bet(user, user.token);
      expect([answer.statusCode, answer.body.message]).toEqual([401, FOREIGN_TOKEN_MESSAGE]);
      expect(await bets(user)).toBe(0);
    }
    const none = await bet(revoked, undefined);
    expect([none.statusCode, none.body.message]).toEqual([401, 'Please login first']);
  });

  it('answers the token before the body, as other calls do', async () => {
    const user = await funded();
    expect((await bet(user, 'not-a-token', { amount: 'x' })).statusCode).toBe(401);
    const bad = await bet(user, user.token, { amount: 'x' });
    expect([bad.statusCode, bad.body.field]).toEqual([400, 'amount']);
    expect(await bets(user)).toBe(0);
  });

  it('places a bet once when the username differs only in case (checked after the statement)', async () => {
    const user = await funded();
    const answer = await bet(user, user.token, { username: user.username.toUpperCase() });
    expect(answer.statusCode).toBe(200);
    expect([await wallet(user), await bets(user)]).toEqual([99_000, 1]);
  });

  it('writes last use at most once per SESSION_TOUCH_SECONDS', async () => {
    const user = await funded();
    await ctx.database.query(
      `UPDATE auth_tokens SET last_used_at = now() - interval '2 minutes' WHERE user_id = $1`,
      [user.id],
    );
    const stale = await lastUsed(user);
    expect((await bet(user, user.token)).statusCode).toBe(200);
    const touched = await lastUsed(user);
    expect(touched).toBeGreaterThan(stale + 60_000);
    expect((await bet(user, user.token)).statusCode).toBe(200);
    expect(await lastUsed(user)).toBe(touched);
  });

  it('reuses a session for later bets (one statement, no token lookup) until a logout ends it', async () => {
    const user = await funded();
    expect((await bet(user, user.token)).statusCode).toBe(200);
    const query = jest.spyOn(ctx.database, 'query');
    try {
      expect((await bet(user, user.token)).statusCode).toBe(200);
      expect(query.mock.calls.map(([text]) => /auth_tokens/.test(text))).toEqual([false]);
    } finally {
      query.mockRestore();
    }
    const other = await funded();
    const foreign = await bet(user, other.token);
    expect([foreign.statusCode, foreign.body.message]).toEqual([401, FOREIGN_TOKEN_MESSAGE]);
    expect(await statusOf(ctx.app, 'user/logout', {}, user.token)).toBe(200);
    const after = await bet(user, user.token);
    expect([after.statusCode, after.body.message]).toEqual([401, FOREIGN_TOKEN_MESSAGE]);
    expect([await bets(user), await bets(other)]).toEqual([2, 0]);
  });

  it('ends cached sessions on logout everywhere too', async () => {
    const user = await funded();
    expect((await bet(user, user.token)).statusCode).toBe(200);
    expect(await statusOf(ctx.app, 'user/logout-everywhere', {}, user.token)).toBe(200);
    expect((await bet(user, user.token)).statusCode).toBe(401);
    expect(await bets(user)).toBe(1);
  });
});
