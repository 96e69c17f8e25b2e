import type { FastifyInstance } from 'fastify';
import { STAGE_MESSAGES, stageMoveTeamEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { requireOwnStage } from '../../services/esports-stages/access';
import { moveStageTeam } from '../../services/esports-stages/stage-setup';
import { stageDetail } from '../../services/esports-stages/stage-view';

/** organizer/stage-move-team: seeding by hand, one team to another group. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, stageMoveTeamEndpoint, async ({ body, user }) => {
    const { stage } = await requireOwnStage(app.database.db, user, body.stage_id);
    await moveStageTeam(app.database, stage, body.team_id, body.group_id);
    return {
      status: true,
      message: STAGE_MESSAGES.moved,
      data: await stageDetail(app.database.db, stage),
    };
  });
}
