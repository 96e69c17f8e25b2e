import type { FastifyInstance } from 'fastify';
import notificationsListRoute from './notifications-list';
import notificationsMarkReadRoute from './notifications-mark-read';

/** A user's notifications (the header's bell): the list and marking them read. */
export default async function routes(app: FastifyInstance) {
  await app.register(notificationsListRoute);
  await app.register(notificationsMarkReadRoute);
}
