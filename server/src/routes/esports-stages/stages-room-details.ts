import type { FastifyInstance } from 'fastify';
import { SCRIM_DAY_MESSAGES, stageRoomDetailsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { findStage } from '../../repositories/esports-stages/stage-repository';
import { findStageMatch } from '../../repositories/esports-stages/stage-match-repository';
import {
  isRosteredInLobby,
  logStageRoomView,
} from '../../repositories/esports-stages/stage-room-repository';
import { releaseMinutesOf } from '../../services/esports-stages/stage-view';

/**
 * stages/room-details: the room of a stage match, from its release time, for the rostered
 * players of the teams in that lobby's groups only (DESIGN 7: never anyone else).
 */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, stageRoomDetailsEndpoint, async ({ body, user }) => {
    const match = await findStageMatch(app.database.db, body.match_id);
    if (!match) throw notFound('Match not found', 'match_id');
    const stage = (await findStage(app.database.db, match.stageId))!;
    if (!(await isRosteredInLobby(app.database.db, stage.eventId, match, user.id)))
      throw forbidden(SCRIM_DAY_MESSAGES.roomNotAllowed);
    const release = await releaseMinutesOf(app.database.db, stage.eventId);
    const opens = match.startTime.getTime() - release * 60_000;
    if (!match.roomId || !match.roomPassword || Date.now() < opens)
      throw conflict(SCRIM_DAY_MESSAGES.roomNotReleased, 'match_id');
    await logStageRoomView(app.database.db, match.id, user.id);
    return {
      status: true,
      message: 'Room details',
      data: { match_no: match.matchNo, room_id: match.roomId, room_password: match.roomPassword },
    };
  });
}
