import fp from 'fastify-plugin';
import type { Socket } from 'socket.io';
import {
  JoinEventPayload,
  SCRIM_DAY_SOCKET_EVENTS,
  SCRIM_DAY_SOCKET_NAMESPACE,
} from '@bgmi/shared/src/day-and-money';
import { eventRoom, type DayDeps } from '../services/scrim-day/notifier';

declare module 'fastify' {
  interface FastifyInstance {
    /** Database and socket senders the scrim day's services use (DESIGN 7). */
    scrimDayDeps: DayDeps;
  }
}

/** join_event / leave_event: watch an event's points table (no login needed). */
function watchHandlers(socket: Socket) {
  socket.on(SCRIM_DAY_SOCKET_EVENTS.joinEvent, (raw: unknown, ack?: unknown) => {
    const parsed = JoinEventPayload.safeParse(raw);
    if (parsed.success) void socket.join(eventRoom(parsed.data.event_id));
    if (typeof ack === 'function') {
      ack({
        status: parsed.success,
        message: parsed.success ? 'joined' : 'event_id is not a valid id',
      });
    }
  });
  socket.on(SCRIM_DAY_SOCKET_EVENTS.leaveEvent, (raw: unknown) => {
    const parsed = JoinEventPayload.safeParse(raw);
    if (parsed.success) void socket.leave(eventRoom(parsed.data.event_id));
  });
}

/**
 * The scrim day's socket side: the public `/events` namespace (no token) and the logged-in
 * socket both accept join_event; `points_table` goes to the event's room in both.
 */
export default fp(
  async (app) => {
    const watchers = app.io.of(SCRIM_DAY_SOCKET_NAMESPACE);
    watchers.on('connection', watchHandlers);
    app.io.on('connection', watchHandlers);
    app.decorate('scrimDayDeps', {
      database: app.database,
      emitToUser: app.emitToUser,
      emitToRoom: (room: string, event: string, payload: unknown) => {
        app.io.to(room).emit(event, payload);
        watchers.to(room).emit(event, payload);
      },
    });
  },
  { name: 'scrim-day', dependencies: ['database', 'socket'] },
);
