import type { FastifyInstance } from 'fastify';
import { notificationsMarkReadEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { markRead, unreadCount } from '../../repositories/notifications/notification-repository';

/** notifications/mark-read: the caller's items (others' ids are ignored), or all. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, notificationsMarkReadEndpoint, async ({ body, user }) => {
    await markRead(app.database.db, user.id, body.all ? 'all' : (body.ids ?? []), new Date());
    return {
      status: true,
      message: 'Marked read',
      unread_count: await unreadCount(app.database.db, user.id),
    };
  });
}
