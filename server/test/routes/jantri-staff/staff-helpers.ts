import type { FastifyInstance } from 'fastify';
import { JANTRI_BOOK_HEADER } from '@bgmi/shared/server';
import { post, signUp, type Answer, type TestUser } from '../../helpers/api';
import { me, newOperator, type Operator } from '../jantri-ledger/ledger-helpers';

/** POST as `user` acting on the book of `bookId` (the X-Jantri-Book header). */
export async function postInBook<T = Record<string, unknown>>(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown>,
  user: TestUser,
  bookId: string,
): Promise<Answer<T>> {
  const response = await app.inject({
    method: 'POST',
    url: `/BGMI/${path}`,
    headers: { authorization: `Bearer ${user.token}`, [JANTRI_BOOK_HEADER]: bookId },
    payload: { ...me(user), ...body },
  });
  return { statusCode: response.statusCode, body: response.json() };
}

/** An operator with two clients (Ramesh and Suresh) and one game. */
export async function operatorWithTwoClients(app: FastifyInstance): Promise<Operator> {
  const op = await newOperator(app);
  const added = await post(
    app,
    'add-jantri-client',
    { ...me(op), client_name: 'Suresh', passing_rate: 90 },
    op.token,
  );
  if (added.statusCode !== 200) throw new Error(JSON.stringify(added.body));
  return op;
}

export async function invite(
  app: FastifyInstance,
  op: TestUser,
  role: 'writer' | 'viewer',
  clientNames: string[],
) {
  const answer = await post<{ data: { _id: string; invite_code: string } }>(
    app,
    'jantri-staff/invite',
    { ...me(op), role, client_names: clientNames },
    op.token,
  );
  if (answer.statusCode !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

/** A fresh user who accepted an invite of `op` for `clientNames`. */
export async function staffOf(
  app: FastifyInstance,
  op: TestUser,
  role: 'writer' | 'viewer',
  clientNames: string[],
): Promise<TestUser & { staffId: string }> {
  const code = await invite(app, op, role, clientNames);
  const user = await signUp(app);
  const accepted = await post(
    app,
    'jantri-staff/accept',
    { ...me(user), invite_code: code.invite_code },
    user.token,
  );
  if (accepted.statusCode !== 200) throw new Error(JSON.stringify(accepted.body));
  return { ...user, staffId: code._id };
}
