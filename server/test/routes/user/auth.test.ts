import { createTestApp, type TestApp } from '../../helpers/test-app';
import { post, signUp, statusOf } from '../../helpers/api';
import { expectTokenRefused } from '../../helpers/refusals';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const goodSignup = (id: string) => ({
  fullName: 'Riya Singh',
  bgmiUserId: id,
  email: `${id}@example.com`,
  phone: '9123456780',
  password: 'riya-kite-71',
  confirmPassword: 'riya-kite-71',
});

describe('POST /BGMI/user/signup', () => {
  it('creates the user, returns a token and the spec message', async () => {
    const answer = await post<{ data: Record<string, unknown> }>(
      ctx.app,
      'user/signup',
      goodSignup('riya01'),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('User Registered Successfully');
    expect(answer.body.data).toMatchObject({
      bgmiUserId: 'riya01',
      username: 'riya01',
      name: 'Riya Singh',
      wallet: 0,
    });
    expect(String(answer.body.data.auth_token)).toHaveLength(43);
  });

  it.each([
    [{ fullName: '' }, 'Please fill out all fields.', 'fullName'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.', 'email'],
    [{ phone: '12345' }, 'Mobile Number must be 10 digits.', 'phone'],
    [{ phone: '12345abcde' }, 'Mobile Number must be 10 digits.', 'phone'],
    [{ confirmPassword: 'other' }, 'Passwords do not match.', 'confirmPassword'],
  ])('refuses %o with 400 naming the field', async (change, message, field) => {
    const answer = await post(ctx.app, 'user/signup', { ...goodSignup('badinput'), ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ status: false, message, field });
  });

  it('refuses a missing field, a wrong type and a non-JSON body with 400, never 500', async () => {
    const { bgmiUserId: _omit, ...rest } = goodSignup('x');
    const missing = await post(ctx.app, 'user/signup', rest);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.field).toBe('bgmiUserId');
    const wrongType = await post(ctx.app, 'user/signup', { ...goodSignup('y'), phone: 9123456780 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.body.field).toBe('phone');
    const raw = await ctx.app.inject({
      method: 'POST',
      url: '/BGMI/user/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toMatchObject({ status: false });
  });

  it('refuses a taken BGMI ID, whatever its case, with 409 and keeps the first account', async () => {
    await post(ctx.app, 'user/signup', goodSignup('TakenId'));
    const again = await post(ctx.app, 'user/signup', {
      ...goodSignup('takenid'),
      fullName: 'Someone Else',
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.field).toBe('bgmiUserId');
    const login = await post<{ data: { name: string } }>(ctx.app, 'user/login', {
      bgmiUserId: 'TakenId',
      password: 'riya-kite-71',
    });
    expect(login.body.data.name).toBe('Riya Singh');
  });

  it('never stores the password in plain text', async () => {
    await post(ctx.app, 'user/signup', goodSignup('hashcheck'));
    const rows = await ctx.database.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE bgmi_user_id = 'hashcheck'",
    );
    expect(rows[0]?.password_hash).toMatch(/^scrypt\$/);
    expect(rows[0]?.password_hash).not.toContain('riya-kite-71');
  });
});

describe('POST /BGMI/user/login', () => {
  it('logs in by BGMI ID and password with a new token each time', async () => {
    const user = await signUp(ctx.app, { password: 'sunset-door-42' });
    const first = await post<{ data: { auth_token: string } }>(ctx.app, 'user/login', {
      bgmiUserId: user.bgmiUserId,
      password: 'sunset-door-42',
    });
    const second = await post<{ data: { auth_token: string } }>(ctx.app, 'user/login', {
      bgmiUserId: user.bgmiUserId,
      password: 'sunset-door-42',
    });
    expect(first.statusCode).toBe(200);
    expect(first.body.message).toBe('User Login Successfully');
    expect(first.body.data.auth_token).not.toBe(second.body.data.auth_token);
  });

  it('answers a missing field with the spec message and a wrong password with 401', async () => {
    const missing = await post(ctx.app, 'user/login', { bgmiUserId: 'someone' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toBe('Give all Details Properly');
    const user = await signUp(ctx.app);
    const wrong = await post(ctx.app, 'user/login', {
      bgmiUserId: user.bgmiUserId,
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body.status).toBe(false);
  });
});

describe('POST /BGMI/user/refresh', () => {
  it('returns the caller and the wallet', async () => {
    const user = await signUp(ctx.app);
    const answer = await post<{ data: { bgmiUserId: string }; updated_wallet: number }>(
      ctx.app,
      'user/refresh',
      { username: user.username },
      user.token,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.bgmiUserId).toBe(user.bgmiUserId);
    expect(answer.body.updated_wallet).toBe(0);
  });

  it('answers 401 without a token and with an unknown token', async () => {
    expect(await statusOf(ctx.app, 'user/refresh', {})).toBe(401);
    await expectTokenRefused(ctx.app, 'user/refresh', {}, 'made-up-token');
  });

  it('answers a foreign token with 401 token not belonging to the user', async () => {
    const owner = await signUp(ctx.app);
    const intruder = await signUp(ctx.app);
    const answer = await post(
      ctx.app,
      'user/refresh',
      { username: owner.username },
      intruder.token,
    );
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toMatchObject({
      status: false,
      message: 'token not belonging to the user',
    });
  });
});
