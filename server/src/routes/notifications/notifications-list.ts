import type { FastifyInstance } from 'fastify';
import { NOTIFICATIONS_PAGE, notificationsListEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import {
  listNotifications,
  unreadCount,
} from '../../repositories/notifications/notification-repository';
import { toAppNotification } from '../../wire/notifications';

/** notifications/list: the caller's inbox, newest first. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, notificationsListEndpoint, async ({ body, user }) => {
    const db = app.database.db;
    const before = body.before ? new Date(body.before) : undefined;
    const rows = await listNotifications(db, user.id, NOTIFICATIONS_PAGE, before);
    return {
      status: true,
      message: 'Notifications',
      data: rows.slice(0, NOTIFICATIONS_PAGE).map(toAppNotification),
      unread_count: await unreadCount(db, user.id),
      has_more: rows.length > NOTIFICATIONS_PAGE,
    };
  });
}
