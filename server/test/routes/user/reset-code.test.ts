import { ACCOUNT_MESSAGES } from '@bgmi/shared/server';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, type TestUser, statusOf } from '../../helpers/api';
import {
  PASSWORD,
  expectResetWorks,
  issueCode,
  loginFrom,
  makeAdmin,
  reset,
} from './account-helpers';

/** Issue 25: recovery without SMS, by a one-time code an admin issues after checking the person. */
let ctx: TestApp;
let admin: TestUser;
let clock = Date.now();
beforeAll(async () => {
  ctx = await createTestApp({ RESET_CODE_MINUTES: '15' });
  ctx.app.config.now = () => new Date(clock);
  admin = await makeAdmin(ctx.app, await signUp(ctx.app), ctx.database);
});
afterAll(async () => ctx.close());

describe('POST /BGMI/admin/issue-reset-code and /BGMI/user/reset-password', () => {
  it('resets with the code once: old password and every session end, the code is stored hashed', async () => {
    const user = await signUp(ctx.app);
    const issued = await issueCode(ctx.app, admin, user.bgmiUserId);
    expect(issued.statusCode).toBe(200);
    const { code, expires_at } = issued.body.data;
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    expect(new Date(expires_at).getTime() - clock).toBe(15 * 60_000);
    const stored = await ctx.database.query<{ code_hash: string }>(
      'SELECT code_hash FROM password_resets WHERE user_id = $1',
      [user.id],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.code_hash).not.toContain(code);
    const audit = await ctx.database.query<{ action: string; after: unknown; before: unknown }>(
      'SELECT action, before, after FROM admin_audit WHERE target = $1',
      [`user ${user.bgmiUserId}`],
    );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(code);

    // Typed in lower case, still the code; single use.
    const { done, again } = await expectResetWorks(ctx.app, user, code.toLowerCase());
    expect(done.body.message).toBe(ACCOUNT_MESSAGES.resetDone);
    expect(again.body).toMatchObject({ field: 'code', message: ACCOUNT_MESSAGES.badCode });
  });

  it('refuses an expired code, a code of another user, and an older code once a newer is issued', async () => {
    const user = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const first = (await issueCode(ctx.app, admin, user.bgmiUserId)).body.data.code;
    const second = (await issueCode(ctx.app, admin, user.bgmiUserId)).body.data.code;
    const body = (code: string, who = user) => ({
      bgmiUserId: who.bgmiUserId,
      code,
      newPassword: 'violet-harbour-58',
    });
    expect((await reset(ctx.app, body(first))).statusCode).toBe(400);
    expect((await reset(ctx.app, body(second, other))).statusCode).toBe(400);
    clock += 16 * 60_000;
    try {
      const late = await reset(ctx.app, body(second));
      expect(late.statusCode).toBe(400);
      expect(late.body.field).toBe('code');
    } finally {
      clock -= 16 * 60_000;
    }
    expect((await loginFrom(ctx.app, user, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak new password without spending the code', async () => {
    const user = await signUp(ctx.app);
    const code = (await issueCode(ctx.app, admin, user.bgmiUserId)).body.data.code;
    const weak = await reset(ctx.app, {
      bgmiUserId: user.bgmiUserId,
      code,
      newPassword: 'password1',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.body.field).toBe('newPassword');
    const good = await reset(ctx.app, {
      bgmiUserId: user.bgmiUserId,
      code,
      newPassword: 'violet-harbour-58',
    });
    expect(good.statusCode).toBe(200);
  });

  it.each([
    [{ bgmiUserId: '' }, 'bgmiUserId'],
    [{ code: '' }, 'code'],
    [{ code: 'has space' }, 'code'],
    [{ newPassword: 'short' }, 'newPassword'],
    [{ confirmPassword: 'not-the-same-1' }, 'confirmPassword'],
  ])('reset-password refuses %j with 400 naming the field', async (override, field) => {
    const answer = await post(ctx.app, 'user/reset-password', {
      bgmiUserId: 'someone',
      code: 'ABCDEFGHJK',
      newPassword: 'violet-harbour-58',
      confirmPassword: 'violet-harbour-58',
      ...override,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.field).toBe(field);
  });

  it('issue-reset-code: 401 without a token or with a foreign one, 403 for a non-admin, 400, 404', async () => {
    const user = await signUp(ctx.app);
    expect(await statusOf(ctx.app, 'admin/issue-reset-code', { bgmiUserId: user.bgmiUserId })).toBe(
      401,
    );
    const foreign = await post(
      ctx.app,
      'admin/issue-reset-code',
      { bgmiUserId: user.bgmiUserId },
      'made-up',
    );
    expect(foreign.statusCode).toBe(401);
    const self = await issueCode(ctx.app, user, user.bgmiUserId);
    expect(self.statusCode).toBe(403);
    const missing = await post(ctx.app, 'admin/issue-reset-code', {}, admin.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.field).toBe('bgmiUserId');
    const unknown = await issueCode(ctx.app, admin, 'nobody_at_all');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.field).toBe('bgmiUserId');
  });

  it('the admin CLI issues a code too (admin/run with an admin token)', async () => {
    const user = await signUp(ctx.app);
    const run = await ctx.app.inject({
      method: 'POST',
      url: '/BGMI/admin/run',
      headers: { authorization: admin.token },
      payload: { command: 'issue-reset-code', args: [user.bgmiUserId] },
    });
    expect(run.statusCode).toBe(200);
    const output = String(run.json().output);
    const code = /: ([A-Z2-9]{10}) \(valid until/.exec(output)?.[1];
    expect(code).toBeDefined();
    const done = await reset(ctx.app, {
      bgmiUserId: user.bgmiUserId,
      code: code!,
      newPassword: 'violet-harbour-58',
    });
    expect(done.statusCode).toBe(200);
  });
});
