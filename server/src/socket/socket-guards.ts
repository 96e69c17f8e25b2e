import type { FastifyInstance } from 'fastify';
import { SOCKET_LIMIT_MESSAGES, SOCKET_LIMIT_WINDOWS } from '@bgmi/shared/server';
import type { AuthUser } from '../repositories/user/user-repository';
import { authenticateToken, touchSessionLater } from '../services/session-auth';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '../lib/unavailable';
import type { AppSocket } from './socket-types';

/**
 * The socket limits (issue 9), counted through `app.limits` / `app.socketPresence` (Redis when
 * REDIS_URL is set, so every instance counts the same): failed handshakes per client address,
 * open sockets per user, events per user. A counter that cannot be reached lets the call
 * through (logged): a Redis hiccup must not lock every player out. (While Redis is away the
 * counters themselves count in the process: lib/redis-fallback.ts.)
 */
const failureKey = (address: string) => `handshake-failures:${address}`;

async function failOpen<T>(app: FastifyInstance, work: Promise<T>, fallback: T): Promise<T> {
  try {
    return await work;
  } catch (error) {
    app.log.warn({ err: error }, 'socket limit counter unavailable');
    return fallback;
  }
}

/**
 * Checks the handshake's token (an expired one is refused like a revoked one) and the limits;
 * resolves the socket's user and token id, or throws why not.
 */
export async function authenticateSocket(
  app: FastifyInstance,
  socket: AppSocket,
): Promise<{ user: AuthUser; tokenId: string }> {
  const address = socket.handshake.address;
  const window = SOCKET_LIMIT_WINDOWS.handshakeFailuresMs;
  const failures = await failOpen(app, app.limits.count(failureKey(address), window), 0);
  if (failures >= app.config.handshakeFailureLimit)
    throw new Error(SOCKET_LIMIT_MESSAGES.handshakes);
  const refuse = async (message: string) => {
    const recorded = app.limits.hit(failureKey(address), Number.MAX_SAFE_INTEGER, window);
    await failOpen(app, recorded, true);
    return new Error(message);
  };

  const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  // The same check as an HTTP call's (services/session-auth.ts): same expiry, same revocation.
  const auth = await authenticateToken(app, token).catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) throw new Error(UNAVAILABLE_MESSAGE);
    app.log.error({ err: error }, 'socket handshake');
    throw new Error('Something went wrong');
  });
  if ('refused' in auth) throw await refuse(auth.refused);
  const { user, tokenId } = auth;
  if (auth.stale) touchSessionLater(app, tokenId);
  const claim = app.socketPresence.claim(user.id, socket.id, app.config.socketsPerUser);
  if (!(await failOpen(app, claim, true))) throw new Error(SOCKET_LIMIT_MESSAGES.sockets);
  socket.on('disconnect', () => {
    void failOpen(app, app.socketPresence.release(user.id, socket.id), undefined);
  });
  return { user, tokenId };
}

/**
 * Every event of the socket passes the per-user event limit before its handler runs; a refused
 * event with an ack gets `{ status: false, message }`. Checks run one after another per socket,
 * so events reach their handlers in the order they arrived.
 */
export function limitSocketEvents(app: FastifyInstance, socket: AppSocket): void {
  const { user } = socket.data;
  let chain: Promise<unknown> = Promise.resolve();
  socket.use((packet, next) => {
    chain = chain.then(async () => {
      const hit = app.limits.hit(
        `socket-events:${user.id}`,
        app.config.socketEventLimit,
        SOCKET_LIMIT_WINDOWS.eventsMs,
      );
      if (await failOpen(app, hit, true)) return next();
      const ack = packet[packet.length - 1];
      if (typeof ack === 'function') ack({ status: false, message: SOCKET_LIMIT_MESSAGES.events });
    });
  });
}

/** Keeps this instance's open sockets counted (their presence entries expire otherwise). */
export function renewSocketPresence(app: FastifyInstance, every = 20_000): () => void {
  const timer = setInterval(() => {
    const entries = [...app.io.of('/').sockets.values()]
      .filter((socket) => socket.data?.user)
      .map((socket) => ({ userId: socket.data.user.id, socketId: socket.id }));
    void failOpen(app, app.socketPresence.renew(entries), undefined);
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}
