import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp, statusOf } from '../helpers/api';
import { hashToken } from '../../src/lib/tokens';

// Two API instances behind one Redis: an event emitted on one reaches a socket on the other.
// Runs when TEST_REDIS_URL is set (CI has Redis on 127.0.0.1:6379); skipped otherwise.
const redisUrl = process.env.TEST_REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('several API instances with REDIS_URL', () => {
  let first: TestApp;
  let second: TestApp;
  let socket: Socket | undefined;

  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL: redisUrl ?? '' });
    second = await createTestApp({ REDIS_URL: redisUrl ?? '' }, first.database);
    await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    socket?.disconnect();
    await second.close();
    await first.close();
  });

  it('delivers emitToUser from instance one to a socket connected to instance two', async () => {
    const user = await signUp(first.app);
    const port = (second.app.server.address() as AddressInfo).port;
    socket = io(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      auth: { token: user.token },
    });
    await new Promise<void>((resolve) => socket!.on('connect', () => resolve()));
    const received = new Promise((resolve) => socket!.on('receive_message', resolve));
    // The adapter needs a moment to subscribe to the new room on Redis.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const payload = {
      _id: 'probe',
      from: 'x',
      to: 'y',
      message: 'from instance one',
      timestamp: '2026-01-01T00:00:00.000Z',
    };
    first.app.emitToUser(user.id, 'receive_message', payload);
    await expect(received).resolves.toEqual(payload);
  });

  it("drops a session from instance two's cache when instance one logs it out", async () => {
    const user = await signUp(first.app);
    const hash = hashToken(user.token);
    const [row] = await first.database.query<{ id: string }>(
      'SELECT id FROM auth_tokens WHERE token_hash = $1',
      [hash],
    );
    second.app.sessionCache.set(hash, {
      tokenId: row!.id,
      lastUsedAt: new Date(),
      user: { id: user.id, username: user.username, bgmiUserId: '', name: '', isAdmin: false },
    });
    expect(second.app.sessionCache.get(hash, 30)).toBeDefined();
    expect(await statusOf(first.app, 'user/logout', {}, user.token)).toBe(200);
    for (let i = 0; i < 50 && second.app.sessionCache.get(hash, 30); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(second.app.sessionCache.get(hash, 30)).toBeUndefined();
  });
});
