import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { SOCKET_EVENTS, SocketConnectedPayload } from '@bgmi/shared';
import { toAuthUser, type AuthUser } from '../repositories/user-repository';
import { findSessionByToken } from '../repositories/session-repository';
import { registerSocketHandlers } from '../socket/handlers';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    /** Sends an event to every open tab of one user, on any API instance. */
    emitToUser: (userId: string, event: string, payload: unknown) => void;
  }
}

export interface SocketData {
  user: AuthUser;
  /** The token row the socket was opened with: revoking it closes the socket. */
  tokenId: string;
}
export type AppSocket = Socket<
  Record<string, never>,
  Record<string, never>,
  Record<string, never>,
  SocketData
>;

export const userRoom = (userId: string) => `user:${userId}`;
/** Every socket of one token; `in(tokenRoom(id)).disconnectSockets()` reaches all instances. */
export const tokenRoom = (tokenId: string) => `token:${tokenId}`;

/**
 * socket.io on the API's HTTP server: websocket transport only, the token in the handshake
 * (`auth.token`), each socket joined to its user's room. REDIS_URL adds the Redis adapter so
 * rooms span several API instances.
 */
export default fp(
  async (app) => {
    const io = new Server(app.server, {
      transports: ['websocket'],
      cors: { origin: app.config.corsOrigins, credentials: false },
      maxHttpBufferSize: 64 * 1024,
    });

    if (app.config.redisUrl) {
      const pub = new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1 });
      const sub = pub.duplicate();
      io.adapter(createAdapter(pub, sub));
      app.addHook('onClose', async () => {
        pub.disconnect();
        sub.disconnect();
      });
    }

    io.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || !token) return next(new Error('Please login first'));
      findSessionByToken(app.database.db, token, app.config.sessionIdleDays)
        .then((session) => {
          if (!session) return next(new Error('token not belonging to the user'));
          (socket.data as SocketData).user = toAuthUser(session.user);
          (socket.data as SocketData).tokenId = session.tokenId;
          next();
        })
        .catch(() => next(new Error('Something went wrong')));
    });

    io.on('connection', (socket) => {
      const { user, tokenId } = socket.data as SocketData;
      void socket.join([userRoom(user.id), tokenRoom(tokenId)]);
      socket.on(SOCKET_EVENTS.socketConnected, (raw: unknown, ack?: unknown) => {
        const parsed = SocketConnectedPayload.safeParse(raw);
        const ok = parsed.success && parsed.data.userId === user.id;
        if (typeof ack === 'function')
          ack({ status: ok, message: ok ? 'connected' : 'token not belonging to the user' });
      });
      registerSocketHandlers(app, socket);
    });

    app.decorate('io', io);
    app.decorate('emitToUser', (userId: string, event: string, payload: unknown) => {
      io.to(userRoom(userId)).emit(event, payload);
    });
    app.addHook('onClose', async () => {
      await io.close();
    });
  },
  { name: 'socket', dependencies: ['database', 'config'] },
);
