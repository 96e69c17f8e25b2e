import { createTestApp, type TestApp } from '../../helpers/test-app';
import { signUp } from '../../helpers/api';
import { PASSWORD, loginFrom } from './account-helpers';

/**
 * Issue 25: per-account backoff after failed logins from any number of addresses (behind a
 * trusted proxy), bounded, and the owner's known address is still heard.
 */
describe('per-account login backoff', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({
      TRUST_PROXY: '127.0.0.1',
      AUTH_RATE_LIMIT: '100000',
      LOGIN_BACKOFF_AFTER: '5',
      LOGIN_BACKOFF_MAX_SECONDS: '300',
    });
  });
  afterAll(async () => ctx.close());

  it('400 wrong passwords from 400 addresses: a handful evaluated, the rest 429; the wait stays bounded', async () => {
    const user = await signUp(ctx.app);
    // The owner logged in from home once: that address is known.
    expect((await loginFrom(ctx.app, user, PASSWORD, '198.51.100.1')).statusCode).toBe(200);
    const codes: number[] = [];
    const started = Date.now();
    for (let n = 0; n < 400; n += 1) {
      const from = `10.${Math.floor(n / 250)}.${n % 250}.7`;
      codes.push((await loginFrom(ctx.app, user, `wrong-guess-${n}`, from)).statusCode);
    }
    const evaluated = codes.filter((code) => code === 401).length;
    const limited = codes.filter((code) => code === 429).length;
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `backoff: 400 wrong passwords from 400 addresses in ${seconds.toFixed(1)} s: ${evaluated} evaluated, ${limited} limited`,
    );
    expect(evaluated + limited).toBe(400);
    // 5 free attempts, then one per wait of 1, 2, 4, 8... s: within t seconds at most
    // 5 + log2(t + 1) + 1 evaluations, however many addresses try.
    expect(evaluated).toBeLessThanOrEqual(5 + Math.ceil(Math.log2(seconds + 1)) + 1);
    const [row] = await ctx.database.query<{ wait: number }>(
      'SELECT extract(epoch FROM locked_until - now())::float AS wait FROM login_backoff WHERE user_id = $1',
      [user.id],
    );
    expect(Number(row!.wait)).toBeLessThanOrEqual(300);
    // The right password from a new address waits too, with a clear message...
    const stranger = await loginFrom(ctx.app, user, PASSWORD, '203.0.113.50');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.body.message).toMatch(
      /^Too many failed attempts for this BGMI ID: try again in \d+ seconds$/,
    );
    // ...but the owner's known address gets in, and that ends the run of failures.
    expect((await loginFrom(ctx.app, user, PASSWORD, '198.51.100.1')).statusCode).toBe(200);
    expect((await loginFrom(ctx.app, user, PASSWORD, '203.0.113.50')).statusCode).toBe(200);
  }, 120_000);

  it('another account is not affected', async () => {
    const victim = await signUp(ctx.app);
    const bystander = await signUp(ctx.app);
    for (let n = 0; n < 8; n += 1) await loginFrom(ctx.app, victim, 'nope-nope', `10.9.0.${n}`);
    expect((await loginFrom(ctx.app, bystander, PASSWORD, '10.9.0.1')).statusCode).toBe(200);
  });
});

describe('the wait is bounded: after it, the right password works from anywhere', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({
      TRUST_PROXY: '127.0.0.1',
      LOGIN_BACKOFF_AFTER: '3',
      LOGIN_BACKOFF_MAX_SECONDS: '1',
    });
  });
  afterAll(async () => ctx.close());

  it('waits at most LOGIN_BACKOFF_MAX_SECONDS', async () => {
    const user = await signUp(ctx.app);
    for (let n = 0; n < 30; n += 1) await loginFrom(ctx.app, user, 'nope-nope', `10.8.0.${n}`);
    expect((await loginFrom(ctx.app, user, PASSWORD, '10.8.1.1')).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await loginFrom(ctx.app, user, PASSWORD, '10.8.1.1')).statusCode).toBe(200);
  });
});
