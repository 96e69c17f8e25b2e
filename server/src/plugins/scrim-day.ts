import fp from 'fastify-plugin';
import { SCRIM_DAY_SOCKET_NAMESPACE } from '@bgmi/shared/server';
import type { DayDeps } from '../services/scrim-day/notifier';
import { registerScrimDayHandlers } from '../socket/handlers/scrim-day';
import { looseEmitter, type EmitToRoom, type WatcherSocket } from '../socket/socket-types';
import { validateSocketEvents } from '../socket/socket-validation';

declare module 'fastify' {
  interface FastifyInstance {
    /** Database and socket senders the scrim day's services use (DESIGN 7). */
    scrimDayDeps: DayDeps;
  }
}

/**
 * The scrim day's socket side: the public `/events` namespace (no token) gets the join_event /
 * leave_event handlers the logged-in socket has (socket/handlers/); `points_table` goes to the
 * event's room in both.
 */
export default fp(
  async (app) => {
    const watchers = app.io.of(SCRIM_DAY_SOCKET_NAMESPACE);
    watchers.on('connection', (socket: WatcherSocket) => {
      validateSocketEvents(socket);
      registerScrimDayHandlers(socket);
    });
    // socket.io encodes a push before it looks for sockets (a stage's tables: 1 MB, twice). On
    // one instance (no Redis adapter) a namespace with nobody in the room is skipped; with Redis,
    // another instance may hold the room's sockets, so every push is sent.
    const clustered = Boolean(app.redis && app.redisLink);
    const watched = (namespace: { adapter: { rooms: Map<string, Set<string>> } }, room: string) =>
      clustered || Boolean(namespace.adapter.rooms.get(room)?.size);
    const emitToRoom: EmitToRoom = (room, event, payload) => {
      if (watched(app.io.of('/'), room)) looseEmitter(app.io.to(room)).emit(event, payload);
      if (watched(watchers, room)) looseEmitter(watchers.to(room)).emit(event, payload);
    };
    app.decorate('scrimDayDeps', {
      database: app.database,
      emitToUser: app.emitToUser,
      emitToRoom,
    });
  },
  { name: 'scrim-day', dependencies: ['database', 'socket'] },
);
