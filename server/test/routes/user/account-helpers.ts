import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/db/database';
import { post, type TestUser } from '../../helpers/api';

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
