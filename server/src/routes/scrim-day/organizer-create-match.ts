import type { FastifyInstance } from 'fastify';
import { organizerCreateMatchEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { insertMatch } from '../../repositories/scrim-day/match-repository';
import { requireOwnEvent } from '../../services/scrim-day/access';
import { toOrganizerMatch } from '../../wire/scrim-day';

/** organizer/create-match: adds the next match (map, start time, room details optional). */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, organizerCreateMatchEndpoint, async ({ body, user }) => {
    const day = await requireOwnEvent(app.database.db, user, body.event_id);
    const row = await insertMatch(app.database.db, {
      eventId: body.event_id,
      map: body.map,
      startTime: new Date(body.start_time),
      roomId: body.room_id || null,
      roomPassword: body.room_password || null,
    });
    return {
      status: true,
      message: 'Match added',
      data: toOrganizerMatch(row, day.settings.roomReleaseMinutes),
    };
  });
}
