import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/db/database';
import { post, statusOf, type TestUser } from '../../helpers/api';

/** The password signUp gives every test user (server/test/helpers/api.ts). */
export const PASSWORD = 'tiger-lamp-93';

/** A login from `address` (behind the trusted proxy of the test app). */
export async function loginFrom(
  app: FastifyInstance,
  user: Pick<TestUser, 'bgmiUserId'>,
  password: string,
  address = '127.0.0.1',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/BGMI/user/login',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': address },
    payload: { bgmiUserId: user.bgmiUserId, password },
  });
  return {
    statusCode: response.statusCode,
    body: response.json() as {
      status: boolean;
      message: string;
      field?: string;
      data?: { auth_token: string };
    },
  };
}

export async function makeAdmin(_app: FastifyInstance, user: TestUser, db: Database) {
  await db.query('UPDATE users SET is_admin = true WHERE id = $1', [user.id]);
  return user;
}

export const issueCode = (app: FastifyInstance, admin: TestUser, bgmiUserId: string) =>
  post<{ data: { code: string; expires_at: string; bgmiUserId: string } }>(
    app,
    'admin/issue-reset-code',
    { bgmiUserId },
    admin.token,
  );

export const reset = (
  app: FastifyInstance,
  body: { bgmiUserId: string; code: string; newPassword: string; confirmPassword?: string },
) =>
  post(app, 'user/reset-password', {
    ...body,
    confirmPassword: body.confirmPassword ?? body.newPassword,
  });

/**
 * Resets the user's password with the code and checks what a reset does: 200, the user's old
 * token and old password refused, the new password let in, and the same code refused (400) when
 * used again. Returns both answers for the caller's own checks.
 */
export async function expectResetWorks(app: FastifyInstance, user: TestUser, code: string) {
  const newPassword = 'violet-harbour-58';
  const done = await reset(app, { bgmiUserId: user.bgmiUserId, code, newPassword });
  expect(done.statusCode).toBe(200);
  expect(await statusOf(app, 'user/refresh', {}, user.token)).toBe(401);
  expect((await loginFrom(app, user, PASSWORD)).statusCode).toBe(401);
  expect((await loginFrom(app, user, newPassword)).statusCode).toBe(200);
  const again = await reset(app, {
    bgmiUserId: user.bgmiUserId,
    code,
    newPassword: 'another-river-77',
  });
  expect(again.statusCode).toBe(400);
  return { done, again };
}
