import { z } from 'zod';
import { AppNotification } from './notifications';
import { PointsTable } from './scrim-day-results';
import { RoomDetails } from './scrim-day-player';

/**
 * Socket payloads of the scrim day that the server sends. The event names, the `/events`
 * namespace and `join_event`'s payload live with the other socket events
 * (socket/socket-events.ts) and are re-exported here for the pages that import them by path.
 */
export {
  JoinEventPayload,
  SCRIM_DAY_SOCKET_EVENTS,
  SCRIM_DAY_SOCKET_NAMESPACE,
} from '../socket/socket-events';

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
