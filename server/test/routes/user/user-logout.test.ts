import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, statusOf } from '../../helpers/api';
import { expectTokenRefused } from '../../helpers/refusals';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('POST /BGMI/user/logout', () => {
  it('revokes the token: the same token is then refused with 401', async () => {
    const user = await signUp(ctx.app);
    const before = await post(ctx.app, 'user/refresh', {}, user.token);
    expect(before.statusCode).toBe(200);

    const answer = await post(ctx.app, 'user/logout', {}, user.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({
      status: true,
      message: 'Logged out',
      code: 'user.logged_out',
    });

    await expectTokenRefused(ctx.app, 'user/refresh', {}, user.token);
    expect(await statusOf(ctx.app, 'user/logout', {}, user.token)).toBe(401);
  });

  it('ends only this session: another login of the same user keeps working', async () => {
    const user = await signUp(ctx.app, { password: 'twotabs1' });
    const second = await post<{ data: { auth_token: string } }>(ctx.app, 'user/login', {
      bgmiUserId: user.bgmiUserId,
      password: 'twotabs1',
    });
    await post(ctx.app, 'user/logout', {}, user.token);
    const other = await post(ctx.app, 'user/refresh', {}, second.body.data.auth_token);
    expect(other.statusCode).toBe(200);
  });

  it('refuses a call without a token or with a made-up one (401)', async () => {
    expect(await statusOf(ctx.app, 'user/logout', {})).toBe(401);
    await expectTokenRefused(ctx.app, 'user/logout', {}, 'made-up-token');
  });

  it('refuses a body that is not an object (400)', async () => {
    const user = await signUp(ctx.app);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/BGMI/user/logout',
      headers: { authorization: user.token, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().field).toBe('body');
  });
});
