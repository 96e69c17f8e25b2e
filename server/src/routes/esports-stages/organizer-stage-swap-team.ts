import type { FastifyInstance } from 'fastify';
import { stageSwapTeamEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { requireOwnStage } from '../../services/esports-stages/access';
import { swapStageTeam } from '../../services/esports-stages/stage-swap';
import { stageDetail } from '../../services/esports-stages/stage-view';

/** organizer/stage-swap-team: before a stage starts, swap two of its teams or replace one. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, stageSwapTeamEndpoint, async ({ body, user }) => {
    const { stage } = await requireOwnStage(app.database.db, user, body.stage_id);
    const message = await swapStageTeam(app.database, stage, body.team_id, body.with_team_id);
    return { status: true, message, data: await stageDetail(app.database.db, stage) };
  });
}
