import type { FastifyInstance } from 'fastify';
import { myRoomDetailsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { roomDetailsFor } from '../../services/scrim-day/room-details';

/** scrim-day/room-details: the room of a match for a released player (view logged). */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, myRoomDetailsEndpoint, async ({ body, user }) => ({
    status: true,
    message: 'Room details',
    data: await roomDetailsFor(app.database, body.match_id, user.id),
  }));
}
