import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { registerSocketHandlers } from '../socket/handlers';
import { tokenRoom, userRoom } from '../socket/rooms';
import {
  authenticateSocket,
  limitSocketEvents,
  renewSocketPresence,
} from '../socket/socket-guards';
import {
  looseEmitter,
  type AppServer,
  type Broadcast,
  type EmitToUser,
} from '../socket/socket-types';
import { validateSocketEvents } from '../socket/socket-validation';
import { adapterClient, resynchronise } from '../socket/adapter-clients';
import { firstAnswer } from '../lib/redis-link';

declare module 'fastify' {
  interface FastifyInstance {
    io: AppServer;
    /** Sends an event to every open tab of one user, on any API instance. */
    emitToUser: EmitToUser;
    /** Sends an event to every connected socket, on any API instance. */
    broadcast: Broadcast;
  }
}

/**
 * socket.io on the API's HTTP server, typed with the shared event maps: websocket transport only,
 * the token in the handshake (`auth.token`), each socket joined to its user's and its token's
 * room. REDIS_URL adds the Redis adapter so rooms span several API instances; its channels carry
 * the deployment's prefix (REDIS_PREFIX) so two deployments can share a Redis server. Each event
 * passes the limits (socket/socket-guards.ts), then its schema (socket/socket-validation.ts),
 * then its handler (socket/handlers/). Redis away never stops the instance: pushes reach its own
 * sockets, and when Redis returns its sockets reconnect to catch up (socket/adapter-clients.ts).
 */
export default fp(
  async (app) => {
    const io: AppServer = new Server(app.server, {
      transports: ['websocket'],
      cors: { origin: app.config.corsOrigins, credentials: false },
      maxHttpBufferSize: 64 * 1024,
    });

    const { redis, redisLink } = app;
    if (redis && redisLink) {
      // A subscribed connection cannot send other commands: the adapter gets a duplicate for that.
      // Its only commands are the subscriptions sent once here, whose answers may wait behind
      // the rest of the start on a busy thread: no command timeout for them (they timed out and
      // put a fresh instance "away" from Redis); a stalled Redis is noticed on the main client.
      const sub = redis.duplicate({ commandTimeout: undefined });
      sub.on('error', () => undefined);
      await firstAnswer(sub);
      io.adapter(
        createAdapter(adapterClient(redis, redisLink), adapterClient(sub, redisLink), {
          key: `${app.config.redisPrefix}socket.io`,
        }),
      );
      redisLink.onReturn(() => resynchronise(io, app.config.redisTimeouts.retryMs));
      app.addHook('onClose', async () => void sub.disconnect());
    }

    io.use((socket, next) => {
      authenticateSocket(app, socket).then(
        ({ user, tokenId }) => {
          socket.data.user = user;
          socket.data.tokenId = tokenId;
          next();
        },
        (error: Error) => next(error),
      );
    });
    const stopRenewing = renewSocketPresence(app);
    app.addHook('onClose', async () => stopRenewing());

    io.on('connection', (socket) => {
      const { user, tokenId } = socket.data;
      limitSocketEvents(app, socket);
      validateSocketEvents(socket);
      void socket.join([userRoom(user.id), tokenRoom(tokenId)]);
      registerSocketHandlers(app, socket);
    });

    app.decorate('io', io);
    const emitToUser: EmitToUser = (userId, event, payload) => {
      looseEmitter(io.to(userRoom(userId))).emit(event, payload);
    };
    const broadcast: Broadcast = (event, payload) => void looseEmitter(io).emit(event, payload);
    app.decorate('emitToUser', emitToUser);
    app.decorate('broadcast', broadcast);
    app.addHook('onClose', async () => {
      await io.close();
    });
  },
  { name: 'socket', dependencies: ['database', 'config', 'redis', 'limits'] },
);
