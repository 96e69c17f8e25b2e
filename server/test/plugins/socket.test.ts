import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp, type TestUser } from '../helpers/api';

describe('socket.io handshake', () => {
  let ctx: TestApp;
  let url: string;
  let user: TestUser;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    user = await signUp(ctx.app);
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await ctx.close();
  });

  const open = (auth: Record<string, string>) => {
    const socket = io(url, { transports: ['websocket'], auth, reconnection: false });
    sockets.push(socket);
    return socket;
  };

  it('refuses a connection without a token or with an unknown one', async () => {
    const reasons = await Promise.all(
      ([{}, { token: 'made-up' }] as Record<string, string>[]).map(
        (auth) =>
          new Promise<string>((resolve) =>
            open(auth).on('connect_error', (error) => resolve(error.message)),
          ),
      ),
    );
    expect(reasons).toEqual(['Please login first', 'token not belonging to the user']);
  });

  it('accepts the token and acknowledges socket_connected for its own user only', async () => {
    const socket = open({ token: user.token });
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const own = await socket.emitWithAck('socket_connected', {
      userId: user.id,
      bgmiUserId: user.bgmiUserId,
    });
    expect(own).toEqual({ status: true, message: 'connected' });
    const spoofed = await socket.emitWithAck('socket_connected', {
      userId: '00000000-0000-0000-0000-000000000000',
      bgmiUserId: 'x',
    });
    expect(spoofed.status).toBe(false);
  });

  it('delivers emitToUser to every open tab of that user', async () => {
    const tabs = [open({ token: user.token }), open({ token: user.token })];
    await Promise.all(
      tabs.map((tab) => new Promise<void>((resolve) => tab.on('connect', () => resolve()))),
    );
    const received = Promise.all(
      tabs.map((tab) => new Promise((resolve) => tab.on('receive_message', resolve))),
    );
    const payload = {
      _id: 'probe',
      from: 'x',
      to: 'y',
      message: 'hello',
      timestamp: '2026-01-01T00:00:00.000Z',
    };
    ctx.app.emitToUser(user.id, 'receive_message', payload);
    expect(await received).toEqual([payload, payload]);
  });
});
