import type { FastifyInstance } from 'fastify';
import { STAGE_MESSAGES, stageSetRoomEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { updateStageMatch } from '../../repositories/esports-stages/stage-match-repository';
import { requireOwnStageMatch } from '../../services/esports-stages/access';

/** organizer/stage-set-room: the room id and password of one stage match. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, stageSetRoomEndpoint, async ({ body, user }) => {
    const { match } = await requireOwnStageMatch(app.database.db, user, body.match_id);
    await updateStageMatch(app.database.db, match.id, {
      roomId: body.room_id,
      roomPassword: body.room_password,
    });
    return { status: true, message: STAGE_MESSAGES.roomSaved };
  });
}
