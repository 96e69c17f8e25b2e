import type { FastifyInstance } from 'fastify';
import { SLIP_MESSAGES, organizerReleaseRoomNowEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { releaseRoomNow } from '../../services/scrim-day/day-slips';

/** organizer/release-room-now: the room goes to the checked-in players at once. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, organizerReleaseRoomNowEndpoint, async ({ body, user }) => {
    const data = await releaseRoomNow(app.scrimDayDeps, user, body.match_id);
    return { status: true, message: SLIP_MESSAGES.roomReleased, data };
  });
}
