import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { SOCKET_EVENTS, SocketConnectedPayload } from '@bgmi/shared';
import type { AuthUser } from '../repositories/user-repository';
import { registerSocketHandlers } from '../socket/handlers';
import {
  authenticateSocket,
  limitSocketEvents,
  renewSocketPresence,
} from '../socket/socket-guards';

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
 * rooms span several API instances; its channels carry the deployment's prefix (REDIS_PREFIX) so
 * two deployments can share a Redis server. The socket limits live in socket/socket-guards.ts.
 */
export default fp(
  async (app) => {
    const io = new Server(app.server, {
      transports: ['websocket'],
      cors: { origin: app.config.corsOrigins, credentials: false },
      maxHttpBufferSize: 64 * 1024,
    });

    if (app.redis) {
      // A subscribed connection cannot send other commands: the adapter gets a duplicate for that.
      const sub = app.redis.duplicate();
      io.adapter(createAdapter(app.redis, sub, { key: `${app.config.redisPrefix}socket.io` }));
      app.addHook('onClose', async () => void sub.disconnect());
    }

    io.use((socket, next) => {
      authenticateSocket(app, socket).then(
        ({ user, tokenId }) => {
          (socket.data as SocketData).user = user;
          (socket.data as SocketData).tokenId = tokenId;
          next();
        },
        (error: Error) => next(error),
      );
    });
    const stopRenewing = renewSocketPresence(app);
    app.addHook('onClose', async () => stopRenewing());

    io.on('connection', (socket) => {
      const { user, tokenId } = socket.data as SocketData;
      limitSocketEvents(app, socket, user);
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
  { name: 'socket', dependencies: ['database', 'config', 'redis', 'limits'] },
);
