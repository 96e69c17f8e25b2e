import type { AddressInfo } from 'node:net';
import { io } from 'socket.io-client';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp, statusOf } from '../helpers/api';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '../../src/lib/unavailable';

// Issue 25: a database that refuses, stalls or times out answers 503 with a clear message, never
// 500; the instance answers again as soon as the database does. The database's query function is
// made to fail the way pg fails (the proxy-driven version on a real server: npm run test:faults).
const statementTimeout = () =>
  Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });

describe('an API instance whose database fails', () => {
  let ctx: TestApp;
  let query: TestApp['database']['query'];

  beforeAll(async () => {
    ctx = await createTestApp();
    query = ctx.database.query;
  });
  afterAll(async () => {
    ctx.database.query = query;
    await ctx.close();
  });

  const failWith = (error: () => Error) => {
    ctx.database.query = (async () => {
      throw error();
    }) as TestApp['database']['query'];
  };

  it('tells pg, pg-pool and wrapped failures of an absent database from other errors', () => {
    expect(isDatabaseUnavailable(statementTimeout())).toBe(true);
    expect(isDatabaseUnavailable({ code: '55P03' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '08006' })).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    const wrapped = new Error('Failed query: select 1', { cause: statementTimeout() });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });

  it('answers 503 with a clear message while the database fails, and 200 once it answers', async () => {
    const user = await signUp(ctx.app);
    for (const error of [
      statementTimeout,
      () => new Error('timeout exceeded when trying to connect'),
      () =>
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ]) {
      failWith(error);
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/BGMI/get-friends-data',
        headers: { authorization: `Bearer ${user.token}` },
        payload: {},
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ status: false, message: UNAVAILABLE_MESSAGE });
      expect(answer.headers['retry-after']).toBe('2');
    }
    // Anything else is still a 500, logged: the mapping does not hide bugs.
    failWith(() => new Error('boom'));
    expect(await statusOf(ctx.app, 'get-friends-data', {}, user.token)).toBe(500);

    failWith(statementTimeout);
    expect((await ctx.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const ready = await ctx.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      message: 'Not ready: database unreachable',
      database: 'unreachable',
      redis: 'not configured',
    });

    ctx.database.query = query;
    expect(await statusOf(ctx.app, 'get-friends-data', {}, user.token)).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });

  it('refuses a socket handshake with the same message while the database fails', async () => {
    const user = await signUp(ctx.app);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as AddressInfo).port;
    failWith(statementTimeout);
    const socket = io(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      auth: { token: user.token },
      reconnection: false,
      forceNew: true,
    });
    const reason = await new Promise<string>((resolve) =>
      socket.on('connect_error', (error) => resolve(error.message)),
    );
    socket.disconnect();
    ctx.database.query = query;
    expect(reason).toBe(UNAVAILABLE_MESSAGE);
  });
});
