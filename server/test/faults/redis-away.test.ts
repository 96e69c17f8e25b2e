import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { befriend, post, signUp, type TestUser } from '../helpers/api';

// Issue 25: Redis away never stops an instance. REDIS_URL names a port where nothing listens, so
// this runs in the default suite (no Redis needed): every Redis command fails, and the instance
// must answer as a single instance would, counting every limit in the process.
describe('an API instance whose Redis is unreachable', () => {
  let ctx: TestApp;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ctx = await createTestApp({
      REDIS_URL: 'redis://127.0.0.1:1',
      AUTH_RATE_LIMIT: '3',
      CHAT_FLOOD_LIMIT: '2',
      REDIS_RETRY_MS: '200',
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await ctx.close();
  });

  const connect = (user: TestUser) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = io(url, {
        transports: ['websocket'],
        auth: { token: user.token },
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      socket.on('connect', () => resolve(socket));
      socket.on('connect_error', reject);
    });

  it('signs up and logs in without waiting for Redis, and limits logins in the process', async () => {
    const user = await signUp(ctx.app, { bgmiUserId: 'redis_away_login' });
    let slowest = 0;
    const login = async () => {
      const started = Date.now();
      const answer = await post(ctx.app, 'user/login', {
        bgmiUserId: user.bgmiUserId,
        password: 'tiger-lamp-93',
      });
      slowest = Math.max(slowest, Date.now() - started);
      return answer;
    };
    // Each route counts its own attempts: 3 logins a minute from this address pass.
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login()).statusCode).toBe(200);
    const refused = await login();
    expect(refused.statusCode).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts, please try again in \d+ seconds$/);
    // No call waits for Redis (a busy machine's password hashing is the only slow part).
    expect(slowest).toBeLessThan(5000);
    expect(ctx.app.redisLink!.stats().localCounts).toBeGreaterThanOrEqual(4);
  });

  it('is live but not ready, and says Redis is what is missing', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const ready = await ctx.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: false,
      message: 'Not ready: Redis unreachable',
      database: 'ok',
      redis: 'unreachable',
    });
  });

  it('stores, acknowledges and delivers chat on this instance, counts the pushes kept here, and limits floods locally', async () => {
    const a = await signUp(ctx.app, { bgmiUserId: 'redis_away_a' });
    const b = await signUp(ctx.app, { bgmiUserId: 'redis_away_b' });
    await befriend(ctx.app, a, b);
    const sender = await connect(a);
    const receiver = await connect(b);
    const received = new Promise<{ message: string }>((resolve) =>
      receiver.on('receive_message', resolve),
    );
    const dropped = ctx.app.redisLink!.stats().droppedPushes;
    const send = (text: string) =>
      sender.timeout(5000).emitWithAck('send_message', {
        from: a.id,
        to: b.id,
        message: text,
        timestamp: Date.now(),
        clientMessageId: text,
      });
    const ack = await send('while-redis-away');
    expect(ack).toMatchObject({ status: true });
    await expect(received).resolves.toMatchObject({ message: 'while-redis-away' });
    expect(ctx.app.redisLink!.stats().droppedPushes).toBeGreaterThan(dropped);
    const stored = await ctx.database.query(
      'SELECT 1 FROM chat_messages WHERE client_message_id = $1',
      ['while-redis-away'],
    );
    expect(stored).toHaveLength(1);
    // CHAT_FLOOD_LIMIT=2 per window, counted here: the third is refused, not let through.
    expect(await send('second')).toMatchObject({ status: true });
    expect(await send('third')).toMatchObject({ status: false });
  });
});
