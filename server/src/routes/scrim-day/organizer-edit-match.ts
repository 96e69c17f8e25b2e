import type { FastifyInstance } from 'fastify';
import { organizerEditMatchEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import {
  findMatch,
  updateMatch,
  type NewMatch,
} from '../../repositories/scrim-day/match-repository';
import { requireOwnEvent } from '../../services/scrim-day/access';
import { toOrganizerMatch } from '../../wire/scrim-day';
import { pushRoomIfReleased } from '../../services/scrim-day/room-details';

/** organizer/edit-match: a changed room reaches the released players at once (`room_details`). */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, organizerEditMatchEndpoint, async ({ body, user }) => {
    const match = await findMatch(app.database.db, body.match_id);
    if (!match) throw notFound('Match not found', 'match_id');
    const day = await requireOwnEvent(app.database.db, user, match.eventId);
    const patch: Partial<NewMatch> = {};
    if (body.map !== undefined) patch.map = body.map;
    if (body.start_time !== undefined) patch.startTime = new Date(body.start_time);
    if (body.room_id !== undefined) patch.roomId = body.room_id || null;
    if (body.room_password !== undefined) patch.roomPassword = body.room_password || null;
    const row = Object.keys(patch).length
      ? (await updateMatch(app.database.db, match.id, patch))!
      : match;
    const roomChanged = row.roomId !== match.roomId || row.roomPassword !== match.roomPassword;
    if (roomChanged) await pushRoomIfReleased(app.scrimDayDeps, row);
    return {
      status: true,
      message: 'Match updated',
      data: toOrganizerMatch(row, day.settings.roomReleaseMinutes),
    };
  });
}
