import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, statusOf } from '../../helpers/api';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Login = { data: { language?: string; auth_token: string } };

describe('POST /BGMI/user/set-language', () => {
  it('keeps the choice with the account: the next login and refresh carry it', async () => {
    const user = await signUp(ctx.app);
    const first = await post<Login>(ctx.app, 'user/login', {
      bgmiUserId: user.bgmiUserId,
      password: 'tiger-lamp-93',
    });
    expect(first.body.data.language).toBeUndefined();
    const saved = await post(ctx.app, 'user/set-language', { language: 'hi' }, user.token);
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toMatchObject({ status: true, code: 'user.language_saved' });
    const again = await post<Login>(ctx.app, 'user/login', {
      bgmiUserId: user.bgmiUserId,
      password: 'tiger-lamp-93',
    });
    expect(again.body.data.language).toBe('hi');
    const refreshed = await post<Login>(ctx.app, 'user/refresh', {}, user.token);
    expect(refreshed.body.data.language).toBe('hi');
  });

  it('refuses a language it does not speak (400 naming the field)', async () => {
    const user = await signUp(ctx.app);
    const answer = await post(ctx.app, 'user/set-language', { language: 'fr' }, user.token);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ field: 'language', message: 'language must be en or hi' });
  });

  it('refuses a call without a token or with a made-up one (401)', async () => {
    expect(await statusOf(ctx.app, 'user/set-language', { language: 'hi' })).toBe(401);
    const made = await post(ctx.app, 'user/set-language', { language: 'hi' }, 'made-up-token');
    expect(made.statusCode).toBe(401);
  });

  it("changes only the caller's account, never another's (a token sets its own user)", async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    await post(ctx.app, 'user/set-language', { language: 'hi' }, other.token);
    const mine = await post<Login>(ctx.app, 'user/refresh', {}, owner.token);
    expect(mine.body.data.language).toBeUndefined();
  });
});
