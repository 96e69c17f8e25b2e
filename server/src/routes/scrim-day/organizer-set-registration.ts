import type { FastifyInstance } from 'fastify';
import { organizerSetRegistrationEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { updateEvent } from '../../repositories/esports-events/tournament-repository';
import { findDayEvent } from '../../repositories/scrim-day/scrim-event-repository';
import { requireOwnEvent } from '../../services/scrim-day/access';
import { organizerEvents } from '../../services/scrim-day/event-view';

/** organizer/set-registration: opens or closes registration (registration_status 1 / 0). */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, organizerSetRegistrationEndpoint, async ({ body, user }) => {
    const db = app.database.db;
    await requireOwnEvent(db, user, body.event_id);
    await updateEvent(db, body.event_id, { registrationStatus: body.open ? 1 : 0 });
    const [data] = await organizerEvents(db, [(await findDayEvent(db, body.event_id))!]);
    return {
      status: true,
      message: body.open ? 'Registration opened' : 'Registration closed',
      data: data!,
    };
  });
}
