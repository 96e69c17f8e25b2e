import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { SOCKET_LIMIT_MESSAGES } from '@bgmi/shared/server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../helpers/api';
import { connectOrRefusal } from '../helpers/socket-app';

// The socket limits (issue 9) on one instance without Redis (counted in the process); the
// Redis-counted versions across instances are in test/plugins/redis-limits.test.ts.
const apps: TestApp[] = [];
const sockets: Socket[] = [];

async function start(env: Record<string, string>) {
  const ctx = await createTestApp(env);
  apps.push(ctx);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return { ctx, url: `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}` };
}
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  for (const ctx of apps) await ctx.close();
});

/** Connects; resolves the socket, or the handshake's refusal message. */
const connect = (url: string, token?: string) => connectOrRefusal(url, sockets, token);

describe('socket limits', () => {
  it('limits every event per user, newUserJoin included, and tells the client why', async () => {
    const { ctx, url } = await start({ SOCKET_EVENT_LIMIT: '5' });
    const user = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const socket = (await connect(url, user.token)) as Socket;
    const answers = [];
    for (let index = 0; index < 7; index += 1)
      answers.push(await socket.emitWithAck('newUserJoin', { bgmiUserId: user.bgmiUserId }));
    expect(answers.slice(0, 5).every((answer) => answer.status)).toBe(true);
    expect(answers[5]).toEqual({ status: false, message: SOCKET_LIMIT_MESSAGES.events });
    // A second socket of the same user shares the count; another user has their own.
    const second = (await connect(url, user.token)) as Socket;
    expect((await second.emitWithAck('newUserJoin', { bgmiUserId: user.bgmiUserId })).status).toBe(
      false,
    );
    const theirs = (await connect(url, other.token)) as Socket;
    expect(await theirs.emitWithAck('newUserJoin', { bgmiUserId: other.bgmiUserId })).toEqual({
      status: true,
      message: 'joined',
    });
  });

  it('allows at most 10 open sockets per user and frees a place on disconnect', async () => {
    const { ctx, url } = await start({});
    const user = await signUp(ctx.app);
    const open: Socket[] = [];
    for (let index = 0; index < 10; index += 1) {
      const socket = await connect(url, user.token);
      expect(typeof socket).not.toBe('string');
      open.push(socket as Socket);
    }
    expect(await connect(url, user.token)).toBe(SOCKET_LIMIT_MESSAGES.sockets);
    open[0]!.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(typeof (await connect(url, user.token))).not.toBe('string');
  });

  it('refuses an address after too many failed handshakes, even with a good token', async () => {
    const { ctx, url } = await start({ HANDSHAKE_FAILURE_LIMIT: '3' });
    const user = await signUp(ctx.app);
    expect(await connect(url)).toBe('Please login first');
    expect(await connect(url, 'forged')).toBe('token not belonging to the user');
    expect(await connect(url, 'forged-again')).toBe('token not belonging to the user');
    expect(await connect(url, 'forged-once-more')).toBe(SOCKET_LIMIT_MESSAGES.handshakes);
    expect(await connect(url, user.token)).toBe(SOCKET_LIMIT_MESSAGES.handshakes);
  });
});
