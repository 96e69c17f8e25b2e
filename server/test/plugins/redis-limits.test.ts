import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { CHAT_MESSAGES, SOCKET_LIMIT_MESSAGES } from '@bgmi/shared/server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { newFriends, post, signUp } from '../helpers/api';
import { connectOrRefusal } from '../helpers/socket-app';
import * as openApiDocument from '../../src/lib/openapi-document';

// Several API instances on one Redis count every limit once, and two deployments with their own
// REDIS_PREFIX on one Redis server stay apart. Runs when TEST_REDIS_URL is set (CI).
const redisUrl = process.env.TEST_REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('limits and broadcasts across instances with REDIS_URL', () => {
  const prefix = `bgmi-test-${randomBytes(4).toString('hex')}`;
  const env = {
    REDIS_URL: redisUrl ?? '',
    REDIS_PREFIX: prefix,
    CHAT_FLOOD_LIMIT: '60',
    SOCKET_EVENT_LIMIT: '1000',
    SOCKETS_PER_USER: '2',
  };
  let first: TestApp;
  let second: TestApp;
  let other: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    first = await createTestApp(env);
    second = await createTestApp(env, first.database);
    // Another deployment on the same Redis server (its own prefix).
    other = await createTestApp({ ...env, REDIS_PREFIX: `${prefix}-other` }, first.database);
    for (const ctx of [first, second, other]) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await other.close();
    await second.close();
    await first.close();
  });

  const urlOf = (ctx: TestApp) =>
    `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const connect = (ctx: TestApp, token: string) => connectOrRefusal(urlOf(ctx), sockets, token);
  const friends = () => newFriends(first.app);

  it('counts the chat flood limit once over sockets on two instances', async () => {
    const [a, b] = await friends();
    const one = (await connect(first, a.token)) as Socket;
    const two = (await connect(second, a.token)) as Socket;
    const send = (socket: Socket, n: number) =>
      socket.emitWithAck('send_message', {
        from: a.id,
        to: b.id,
        message: `m${n}`,
        timestamp: n,
        clientMessageId: `flood-${n}`,
      });
    const answers = [];
    for (let n = 0; n < 62; n += 1) answers.push(await send(n % 2 ? two : one, n));
    // One instance alone would have allowed 60 per socket, 120 in all.
    expect(answers.filter((answer) => answer.status)).toHaveLength(60);
    expect(answers[60]).toEqual({ status: false, message: CHAT_MESSAGES.flood });
  });

  it('uses Redis from a fresh instance’s first call and stays on it', async () => {
    // A short command timeout: the start's own subscriptions used to time out behind the rest
    // of the start and put the fresh instance "away" from Redis for its first calls.
    // The start then holds the thread for a while after the adapter subscribed, as a cold or busy
    // process does.
    const build = openApiDocument.buildOpenApiDocument;
    const slowBuild = jest.spyOn(openApiDocument, 'buildOpenApiDocument').mockImplementation(() => {
      const until = Date.now() + 300;
      while (Date.now() < until);
      return build();
    });
    const fresh = await createTestApp({ ...env, REDIS_COMMAND_TIMEOUT_MS: '100' }, first.database);
    slowBuild.mockRestore();
    try {
      // Before the plugin waited for the connection, this was 'connect' on a loaded machine and
      // the first calls were counted in the process.
      expect(fresh.app.redis?.status).toBe('ready');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(fresh.app.redisLink?.stats()).toMatchObject({ up: true, outages: 0, localCounts: 0 });
    } finally {
      await fresh.close();
    }
  });

  it('counts the login limit once over two instances', async () => {
    const login = { ...env, REDIS_PREFIX: `${prefix}-login`, AUTH_RATE_LIMIT: '3' };
    const one = await createTestApp(login, first.database);
    const two = await createTestApp(login, first.database);
    try {
      const codes = [];
      for (let n = 0; n < 4; n += 1) {
        const app = n % 2 ? two.app : one.app;
        const body = { bgmiUserId: 'nobody_here', password: 'wrong-password' };
        codes.push((await post(app, 'user/login', body)).statusCode);
      }
      // One instance alone would have allowed 3 each, 6 in all.
      expect(codes.slice(0, 3).every((code) => code !== 429)).toBe(true);
      expect(codes[3]).toBe(429);
    } finally {
      await two.close();
      await one.close();
    }
  });

  it('counts open sockets per user over both instances', async () => {
    const user = await signUp(first.app);
    expect(typeof (await connect(first, user.token))).not.toBe('string');
    expect(typeof (await connect(second, user.token))).not.toBe('string');
    expect(await connect(first, user.token)).toBe(SOCKET_LIMIT_MESSAGES.sockets);
    expect(await connect(second, user.token)).toBe(SOCKET_LIMIT_MESSAGES.sockets);
  });

  it('keeps chat order for 50 unawaited sends from one instance to a receiver on another', async () => {
    const [a, b] = await friends();
    const sender = (await connect(first, a.token)) as Socket;
    const receiver = (await connect(second, b.token)) as Socket;
    const delivered: string[] = [];
    receiver.on('receive_message', (message: { message: string }) =>
      delivered.push(message.message),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const texts = Array.from({ length: 50 }, (_, n) => `order ${n}`);
    const acks = await Promise.all(
      texts.map((text, n) =>
        sender.emitWithAck('send_message', {
          from: a.id,
          to: b.id,
          message: text,
          timestamp: n,
          clientMessageId: `o-${n}`,
        }),
      ),
    );
    expect(acks.map((ack) => ack.data.seq)).toEqual(texts.map((_, n) => n + 1));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(delivered).toEqual(texts);
    type History = { messages: { text: string }[] };
    const history = await post<History>(
      second.app,
      'get-chat-history',
      { userId1: b.id, userId2: a.id },
      b.token,
    );
    expect(history.body.messages.map((message) => message.text)).toEqual(texts);
  });

  it('does not deliver one deployment’s broadcasts to another on the same Redis', async () => {
    const user = await signUp(first.app);
    const mine = (await connect(second, user.token)) as Socket;
    const foreign = (await connect(other, user.token)) as Socket;
    const got: string[] = [];
    mine.on('receive_message', () => got.push('same deployment'));
    foreign.on('receive_message', () => got.push('other deployment'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    first.app.emitToUser(user.id, 'receive_message', {
      _id: 'probe',
      from: 'x',
      to: 'y',
      message: 'probe',
      timestamp: '2026-01-01T00:00:00.000Z',
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(got).toEqual(['same deployment']);
  });
});
