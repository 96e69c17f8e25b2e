import type { FastifyInstance } from 'fastify';
import { organizerCheckInNowEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { findDayEvent } from '../../repositories/scrim-day/scrim-event-repository';
import { checkInNow } from '../../services/scrim-day/day-slips';
import { organizerEvents } from '../../services/scrim-day/event-view';

/** organizer/check-in-now: opens check-in now, or closes it now (no-shows lose their slot). */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, organizerCheckInNowEndpoint, async ({ body, user }) => {
    const message = await checkInNow(app.scrimDayDeps, user, body.event_id, body.open);
    const db = app.database.db;
    const [data] = await organizerEvents(db, [(await findDayEvent(db, body.event_id))!]);
    return { status: true, message, data: data! };
  });
}
