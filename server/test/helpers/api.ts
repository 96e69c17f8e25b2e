import type { FastifyInstance } from 'fastify';

export interface Answer<T = Record<string, unknown>> {
  statusCode: number;
  body: T & { status: boolean; message: string; field?: string };
}

/** POST /BGMI/<path> with a JSON body and, when given, the token. */
export async function post<T = Record<string, unknown>>(
  app: FastifyInstance,
  path: string,
  body: unknown,
  token?: string,
): Promise<Answer<T>> {
  const response = await app.inject({
    method: 'POST',
    url: `/BGMI/${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as Record<string, unknown>,
  });
  return { statusCode: response.statusCode, body: response.json() };
}

let counter = 0;

export interface TestUser {
  token: string;
  id: string;
  username: string;
  bgmiUserId: string;
  name: string;
}

/** Signs up a fresh user through the real route and returns its token and ids. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<Record<string, string>> = {},
): Promise<TestUser> {
  counter += 1;
  const bgmiUserId = overrides.bgmiUserId ?? `player_${process.pid}_${counter}`;
  const answer = await post<{
    data: { auth_token: string; _id: string; username: string; bgmiUserId: string; name: string };
  }>(app, 'user/signup', {
    fullName: overrides.fullName ?? `Player ${counter}`,
    bgmiUserId,
    email: overrides.email ?? `${bgmiUserId}@example.com`,
    phone: overrides.phone ?? '9876543210',
    password: overrides.password ?? 'tiger-lamp-93',
    confirmPassword: overrides.password ?? 'tiger-lamp-93',
  });
  if (answer.statusCode !== 200) throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
  const data = answer.body.data;
  // Real money mode asks for the 18+ confirmation before any money call: give it, as a user would.
  if (app.config.moneyMode === 'real' && overrides.dateOfBirth !== 'none') {
    const age = await post(
      app,
      'money/confirm-age',
      { date_of_birth: overrides.dateOfBirth ?? '1990-01-01', confirm_18: true },
      data.auth_token,
    );
    if (age.statusCode !== 200) throw new Error(`age gate failed: ${JSON.stringify(age.body)}`);
  }
  return {
    token: data.auth_token,
    id: data._id,
    username: data.username,
    bgmiUserId: data.bgmiUserId,
    name: data.name,
  };
}

/** Makes a and b friends through the real routes: a asks, b accepts. */
export async function befriend(app: FastifyInstance, a: TestUser, b: TestUser): Promise<void> {
  for (const [path, token] of [
    ['send-request', a.token],
    ['accept-request', b.token],
  ] as const) {
    const answer = await post(app, path, { senderId: a.id, receiverId: b.id }, token);
    if (answer.statusCode !== 200)
      throw new Error(`${path} failed: ${JSON.stringify(answer.body)}`);
  }
}

/** Two new users who are friends. */
export async function newFriends(app: FastifyInstance): Promise<[TestUser, TestUser]> {
  const a = await signUp(app);
  const b = await signUp(app);
  await befriend(app, a, b);
  return [a, b];
}

/** The HTTP status of a POST, for a check that asks only that (a refusal: 401, 403, 404). */
export async function statusOf(...args: Parameters<typeof post>): Promise<number> {
  return (await post(...args)).statusCode;
}

/** The field a refused POST names (a 400 for one bad input). */
export async function fieldOf(...args: Parameters<typeof post>): Promise<string | undefined> {
  return (await post(...args)).body.field;
}
