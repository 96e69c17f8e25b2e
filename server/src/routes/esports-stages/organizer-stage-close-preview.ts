import type { FastifyInstance } from 'fastify';
import { stageClosePreviewEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { requireOwnStage } from '../../services/esports-stages/access';
import { closePreview } from '../../services/esports-stages/stage-close';

/** organizer/stage-close-preview: who would go on, and where; nothing changes. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, stageClosePreviewEndpoint, async ({ body, user }) => {
    const { stage } = await requireOwnStage(app.database.db, user, body.stage_id);
    const data = await closePreview(app.database.db, stage, body.team_ids);
    return { status: true, message: `${data.advancing.length} teams go on`, data };
  });
}
