import { FOREIGN_TOKEN_MESSAGE } from '@bgmi/shared/server';
import { MONEY_MESSAGES } from '@bgmi/shared/server';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, type TestUser, statusOf } from '../../helpers/api';
import { admin, newUtr } from '../wallet/wallet-helpers';
import { nextRound } from './round-helpers';

/**
 * In the `real` money mode the bet's 18+ and self-exclusion checks (DESIGN section 8) run first
 * in the bet's own statement (migration 0028, lib/one-trip-endpoint.ts): one database call per
 * bet, with the answers and their order of the checks the API ran before it (401 token, 400
 * body, 401 foreign body, 403 money checks, then the bet's own answers).
 */
const HOUR = 3_600_000;
let ctx: TestApp;
let roundId: number;
let clock = Date.now();

beforeAll(async () => {
  ctx = await createTestApp({ MONEY_MODE: 'real' });
  ctx.app.config.now = () => new Date(clock);
  roundId = (await nextRound(ctx)).opened.id;
});
afterAll(async () => ctx.close());

const funded = async (overrides: { dateOfBirth?: string } = {}) => {
  const user = await signUp(ctx.app, overrides);
  if (overrides.dateOfBirth !== 'none') {
    const utr = newUtr();
    await post(ctx.app, 'user/deposit', { amount: 1000, transaction_id: utr }, user.token);
    await admin(ctx, 'approve-deposit', utr);
  }
  return user;
};
const bet = (user: TestUser, body: Record<string, unknown> = {}, token = user.token) =>
  post(
    ctx.app,
    'bet-place-jantri',
    { username: user.username, session_id: roundId, amount: 10, position_number: '07', ...body },
    token,
  );
const betEntries = async (user: TestUser) =>
  (
    await ctx.database.query(`SELECT 1 FROM wallet_entries WHERE user_id = $1 AND kind = 'bet'`, [
      user.id,
    ])
  ).length;

describe('bet-place-jantri in the real money mode', () => {
  it('places a bet of a confirmed, unexcluded user with one database call', async () => {
    const user = await funded();
    const query = jest.spyOn(ctx.database, 'query');
    const execute = jest.spyOn(ctx.database.db, 'execute');
    const select = jest.spyOn(ctx.database.db, 'select');
    try {
      const answer = await bet(user);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toMatchObject({ updated_wallet: 990, bet_numbers: { '07': 10 } });
      expect([
        query.mock.calls.length,
        execute.mock.calls.length,
        select.mock.calls.length,
      ]).toEqual([1, 0, 0]);
    } finally {
      query.mockRestore();
      execute.mockRestore();
      select.mockRestore();
    }
  });

  it('refuses a user without the 18+ confirmation, after the token, body and identity checks', async () => {
    const user = await funded({ dateOfBirth: 'none' });
    const other = await funded();
    expect((await bet(user, {}, other.token)).body.message).toBe(FOREIGN_TOKEN_MESSAGE);
    const bad = await bet(user, { amount: 'ten' });
    expect([bad.statusCode, bad.body.field]).toEqual([400, 'amount']);
    const answer = await bet(user, { session_id: roundId + 1000 });
    expect([answer.statusCode, answer.body.message]).toEqual([403, MONEY_MESSAGES.ageNeeded]);
    expect(await betEntries(user)).toBe(0);
  });

  it('refuses bets during a self-exclusion (its end named), permanent ones too, then allows', async () => {
    const user = await funded();
    expect(await statusOf(ctx.app, 'money/self-exclude', { period: '24h' }, user.token)).toBe(200);
    const until = new Date(clock + 24 * HOUR).toISOString();
    const excluded = await bet(user, { request_id: 'excluded-1' });
    expect([excluded.statusCode, excluded.body.message]).toEqual([
      403,
      `${MONEY_MESSAGES.excluded} ${until}`,
    ]);
    expect(await betEntries(user)).toBe(0);
    clock += 24 * HOUR + 1000;
    const after = await bet(user, { request_id: 'excluded-1' });
    expect(after.statusCode).toBe(200);
    expect((await bet(user, { request_id: 'excluded-1' })).body).toMatchObject({
      updated_wallet: 990,
    });
    await post(ctx.app, 'money/self-exclude', { period: 'permanent' }, user.token);
    const forever = await bet(user);
    expect([forever.statusCode, forever.body.message]).toEqual([
      403,
      MONEY_MESSAGES.excludedForever,
    ]);
    expect(await betEntries(user)).toBe(1);
  });
});
