import type { FastifyInstance } from 'fastify';
import { organizerEditEventEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { requireOwnEvent } from '../../services/scrim-day/access';
import { organizerEvents } from '../../services/scrim-day/event-view';
import { editOrganizerEvent } from '../../services/scrim-day/organizer-events';
import { announcePromotions } from '../../services/scrim-day/waitlist';

/** organizer/edit-event: changes an event the caller created (admins: any). */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, organizerEditEventEndpoint, async ({ body, user }) => {
    await requireOwnEvent(app.database.db, user, body.event_id);
    const { day, promotions } = await editOrganizerEvent(app.database, body);
    await announcePromotions(app.scrimDayDeps, promotions);
    const [data] = await organizerEvents(app.database.db, [day]);
    return { status: true, message: 'Event updated', data: data! };
  });
}
