import type { FastifyInstance } from 'fastify';
import { STAGE_MESSAGES, stageCloseEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { requireOwnStage } from '../../services/esports-stages/access';
import { closeStage } from '../../services/esports-stages/stage-close';

/** organizer/stage-close: closes the stage and fills the next stage's groups. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, stageCloseEndpoint, async ({ body, user }) => {
    const { stage } = await requireOwnStage(app.database.db, user, body.stage_id);
    const data = await closeStage(app.scrimDayDeps, stage, body.team_ids);
    return { status: true, message: STAGE_MESSAGES.closed, data };
  });
}
