import { refusal, socketTestApp } from '../helpers/socket-app';
import { signUp, type TestUser } from '../helpers/api';

describe('socket.io handshake', () => {
  const ctx = socketTestApp();
  let user: TestUser;

  beforeAll(async () => {
    user = await signUp(ctx.app);
  });

  const open = (auth: { token?: string }) => ctx.open(auth);

  it('refuses a connection without a token or with an unknown one', async () => {
    const reasons = await Promise.all([open({}), open({ token: 'made-up' })].map(refusal));
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
