import { SCRIM_DAY_SOCKET_EVENTS } from '@bgmi/shared/server';
import { eventRoom } from '../../services/scrim-day/notifier';
import type { AppSocket, WatcherSocket } from '../socket-types';

/**
 * join_event / leave_event (payload already validated): watch an event's points table. Both the
 * logged-in socket and the public `/events` namespace (no token) accept them.
 */
export function registerScrimDayHandlers(socket: AppSocket | WatcherSocket): void {
  socket.on(SCRIM_DAY_SOCKET_EVENTS.joinEvent, ({ event_id }, ack) => {
    void socket.join(eventRoom(event_id));
    ack?.({ status: true, message: 'joined' });
  });
  socket.on(SCRIM_DAY_SOCKET_EVENTS.leaveEvent, ({ event_id }) => {
    void socket.leave(eventRoom(event_id));
  });
}
