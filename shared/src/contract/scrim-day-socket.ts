import { z } from 'zod';
import { AppNotification } from './notifications';
import { PointsTable } from './scrim-day-results';
import { RoomDetails } from './scrim-day-player';

/**
 * Socket events of the scrim day. To watch a points table, emit `join_event` / `leave_event` with
 * { event_id } on the logged-in socket or, without a login, on the `/events` namespace; the server
 * then sends `points_table` there when results change. `notification` and `room_details` go to a logged-in user's own room.
 */
/** The socket.io namespace that needs no token: open `io(apiUrl + '/events')` to watch a table. */
export const SCRIM_DAY_SOCKET_NAMESPACE = '/events';

export const SCRIM_DAY_SOCKET_EVENTS = {
  joinEvent: 'join_event',
  leaveEvent: 'leave_event',
  pointsTable: 'points_table',
  notification: 'notification',
  roomDetails: 'room_details',
} as const;

export const JoinEventPayload = z.object({ event_id: z.string().uuid() });
export type JoinEventPayload = z.infer<typeof JoinEventPayload>;

/** The whole new table (same shape as the points-table call answers): setQueryData it. */
export const PointsTablePayload = PointsTable;
export type PointsTablePayload = z.infer<typeof PointsTablePayload>;

/** A new inbox item and the unread count after it. */
export const NotificationPayload = z.object({
  notification: AppNotification,
  unread_count: z.number(),
});
export type NotificationPayload = z.infer<typeof NotificationPayload>;

/** A released (or changed) room for the player's match. */
export const RoomDetailsPayload = RoomDetails;
export type RoomDetailsPayload = z.infer<typeof RoomDetailsPayload>;
