import type { FastifyInstance } from 'fastify';
import { SCRIM_DAY_MESSAGES, checkInEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { checkIn } from '../../services/scrim-day/check-in';

/** scrim-day/check-in: the caller's team checks in inside the window. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, checkInEndpoint, async ({ body, user }) => ({
    status: true,
    message: SCRIM_DAY_MESSAGES.checkedIn,
    data: await checkIn(app.database, body.event_id, user.id),
  }));
}
