import type { FastifyInstance } from 'fastify';
import { organizerCreateEventEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { requireOrganizer } from '../../services/scrim-day/access';
import { organizerEvents } from '../../services/scrim-day/event-view';
import { createOrganizerEvent } from '../../services/scrim-day/organizer-events';

/** organizer/create-event: a tournament or scrim owned by the caller. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, organizerCreateEventEndpoint, async ({ body, user }) => {
    await requireOrganizer(app.database.db, user);
    const day = await createOrganizerEvent(app.database, user.id, body);
    const [data] = await organizerEvents(app.database.db, [day]);
    return { status: true, message: 'Event created', data: data! };
  });
}
