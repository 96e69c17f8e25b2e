import type { FastifyInstance } from 'fastify';
import { organizerListEventsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listOrganizerEvents } from '../../repositories/scrim-day/scrim-event-repository';
import { requireOrganizer } from '../../services/scrim-day/access';
import { organizerEvents } from '../../services/scrim-day/event-view';

/** organizer/list-events: the caller's events (admins: all). */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, organizerListEventsEndpoint, async ({ user }) => {
    const db = app.database.db;
    await requireOrganizer(db, user);
    const days = await listOrganizerEvents(db, user.isAdmin ? null : user.id);
    return { status: true, message: 'Events fetched', data: await organizerEvents(db, days) };
  });
}
