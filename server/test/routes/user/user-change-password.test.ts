import type { Socket } from 'socket.io-client';
import { ACCOUNT_MESSAGES } from '@bgmi/shared/server';
import { closedWithin, socketTestApp } from '../../helpers/socket-app';
import { post, signUp, statusOf } from '../../helpers/api';
import { PASSWORD, loginFrom } from './account-helpers';

/** Issue 25: change password ends every other session and its sockets; log out everywhere. */
const ctx = socketTestApp({ SESSION_SWEEP_SECONDS: '0' });
const connect = (token: string) => ctx.connected(token);
const closed = (socket: Socket) => closedWithin(socket, 3000);
const change = (token: string | undefined, body: Record<string, unknown>) =>
  post<{ sessions_ended: number }>(ctx.app, 'user/change-password', body, token);

describe('POST /BGMI/user/change-password', () => {
  it('changes the password, keeps this session, ends the others and closes their sockets', async () => {
    const user = await signUp(ctx.app);
    const other = (await loginFrom(ctx.app, user, PASSWORD)).body.data!.auth_token;
    const otherSocket = await connect(other);
    const ownSocket = await connect(user.token);
    const gone = closed(otherSocket);
    const answer = await change(user.token, {
      currentPassword: PASSWORD,
      newPassword: 'violet-harbour-58',
      confirmPassword: 'violet-harbour-58',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({
      status: true,
      message: ACCOUNT_MESSAGES.passwordChanged,
      sessions_ended: 1,
    });
    await gone;
    expect(ownSocket.connected).toBe(true);
    expect(await statusOf(ctx.app, 'user/refresh', {}, user.token)).toBe(200);
    expect(await statusOf(ctx.app, 'user/refresh', {}, other)).toBe(401);
    expect((await loginFrom(ctx.app, user, PASSWORD)).statusCode).toBe(401);
    expect((await loginFrom(ctx.app, user, 'violet-harbour-58')).statusCode).toBe(200);
  });

  it.each([
    [{ currentPassword: '' }, 'currentPassword', 'currentPassword is required'],
    [{ newPassword: 'short1' }, 'newPassword', 'newPassword must be at least 8 characters'],
    [{ confirmPassword: 'something-else-1' }, 'confirmPassword', 'Passwords do not match.'],
    [
      { newPassword: 'bad\u0000password' },
      'newPassword',
      'newPassword must not contain control characters',
    ],
  ])('refuses %j with 400 naming the field', async (override, field, message) => {
    const user = await signUp(ctx.app);
    const body = {
      currentPassword: PASSWORD,
      newPassword: 'violet-harbour-58',
      confirmPassword: 'violet-harbour-58',
      ...override,
    };
    if ('newPassword' in override && !('confirmPassword' in override))
      body.confirmPassword = body.newPassword;
    const answer = await change(user.token, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ status: false, field, message });
  });

  it('refuses a common password, naming the field, and a wrong current password', async () => {
    const user = await signUp(ctx.app);
    for (const weak of ['password1', 'qwerty123', '12345678', user.bgmiUserId]) {
      const answer = await change(user.token, {
        currentPassword: PASSWORD,
        newPassword: weak,
        confirmPassword: weak,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.body.field).toBe('newPassword');
      expect(answer.body.message).toMatch(/^newPassword is too easy to guess/);
    }
    const wrong = await change(user.token, {
      currentPassword: 'not-my-password',
      newPassword: 'violet-harbour-58',
      confirmPassword: 'violet-harbour-58',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toMatchObject({
      field: 'currentPassword',
      message: ACCOUNT_MESSAGES.wrongCurrent,
    });
    expect((await loginFrom(ctx.app, user, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a call without a token or with a foreign one (401)', async () => {
    const body = {
      currentPassword: PASSWORD,
      newPassword: 'violet-harbour-58',
      confirmPassword: 'violet-harbour-58',
    };
    expect((await change(undefined, body)).statusCode).toBe(401);
    const foreign = await change('made-up-token', body);
    expect(foreign.statusCode).toBe(401);
    expect(foreign.body.message).toBe('token not belonging to the user');
  });
});

describe('POST /BGMI/user/logout-everywhere', () => {
  it('ends every session of the caller, this one too, and closes their sockets; others stay', async () => {
    const user = await signUp(ctx.app);
    const bystander = await signUp(ctx.app);
    const second = (await loginFrom(ctx.app, user, PASSWORD)).body.data!.auth_token;
    const [a, b] = [await connect(user.token), await connect(second)];
    const bystanderSocket = await connect(bystander.token);
    const gone = Promise.all([closed(a), closed(b)]);
    const answer = await post(ctx.app, 'user/logout-everywhere', {}, user.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({
      message: ACCOUNT_MESSAGES.loggedOutEverywhere,
      sessions_ended: 2,
    });
    await gone;
    for (const token of [user.token, second])
      expect(await statusOf(ctx.app, 'user/refresh', {}, token)).toBe(401);
    expect(bystanderSocket.connected).toBe(true);
    expect(await statusOf(ctx.app, 'user/refresh', {}, bystander.token)).toBe(200);
  });

  it('refuses a call without a token or with a foreign one (401), and a non-object body (400)', async () => {
    expect(await statusOf(ctx.app, 'user/logout-everywhere', {})).toBe(401);
    expect(await statusOf(ctx.app, 'user/logout-everywhere', {}, 'made-up')).toBe(401);
    const user = await signUp(ctx.app);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/BGMI/user/logout-everywhere',
      headers: { authorization: user.token, 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(answer.statusCode).toBe(400);
  });
});

describe('sign-up: minimum password strength', () => {
  const signup = (password: string) =>
    post(ctx.app, 'user/signup', {
      fullName: 'Weak Pass',
      bgmiUserId: `weak_${password.length}_${Math.random().toString(36).slice(2, 8)}`,
      email: 'weak@example.com',
      phone: '9876543210',
      password,
      confirmPassword: password,
    });

  it('refuses a 1-character password and common ones with 400 naming the field', async () => {
    const one = await signup('x');
    expect(one.statusCode).toBe(400);
    expect(one.body).toMatchObject({
      field: 'password',
      message: 'password must be at least 8 characters',
    });
    for (const common of ['password1', 'iloveyou', 'qwerty123']) {
      const answer = await signup(common);
      expect(answer.statusCode).toBe(400);
      expect(answer.body.field).toBe('password');
      expect(answer.body.message).toMatch(/^password is too easy to guess/);
    }
    expect((await signup('violet-harbour-58')).statusCode).toBe(200);
  });
});
