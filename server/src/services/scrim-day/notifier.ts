import { SCRIM_DAY_SOCKET_EVENTS, type NotificationKind } from '@bgmi/shared/server';
import type { Database } from '../../db/database';
import {
  insertNotifications,
  unreadCount,
} from '../../repositories/notifications/notification-repository';
import type { EmitToRoom, EmitToUser } from '../../socket/socket-types';
import { toAppNotification } from '../../wire/notifications';

/** What the day's services need to reach users: the database and the socket. */
export interface DayDeps {
  database: Database;
  emitToUser: EmitToUser;
  /** Sends to every socket in a room (the event's points-table watchers). */
  emitToRoom: EmitToRoom;
}

export interface NotificationDraft {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
}

/**
 * Stores one inbox item per user, then pushes `notification` with the new unread count to each
 * user's open tabs. Call after the transaction that caused it has committed.
 */
export async function notifyUsers(
  deps: Pick<DayDeps, 'database' | 'emitToUser'>,
  userIds: string[],
  draft: NotificationDraft,
): Promise<void> {
  const unique = [...new Set(userIds)];
  const rows = await insertNotifications(
    deps.database.db,
    unique.map((userId) => ({ userId, ...draft })),
  );
  for (const row of rows) {
    deps.emitToUser(row.userId, SCRIM_DAY_SOCKET_EVENTS.notification, {
      notification: toAppNotification(row),
      unread_count: await unreadCount(deps.database.db, row.userId),
    });
  }
}

/** App paths the bell links to (the screens live in the esports remote). */
export const dayLinks = {
  event: (eventId: string) => `/events/${eventId}`,
  pointsTable: (eventId: string) => `/events/${eventId}/points-table`,
  teams: () => '/team-matching',
  friends: () => '/friends',
};

/** The socket.io room of an event's points-table watchers. */
export const eventRoom = (eventId: string) => `event:${eventId}`;
