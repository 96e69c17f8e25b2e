import type { FastifyInstance } from 'fastify';
import { STAGE_MESSAGES, stageSeedEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { findStage } from '../../repositories/esports-stages/stage-repository';
import { requireOwnStage } from '../../services/esports-stages/access';
import { seedStage } from '../../services/esports-stages/stage-setup';
import { stageDetail } from '../../services/esports-stages/stage-view';

/** organizer/stage-seed: draws the groups by registration order or at random with a seed. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, stageSeedEndpoint, async ({ body, user }) => {
    const { stage } = await requireOwnStage(app.database.db, user, body.stage_id);
    await seedStage(app.database, stage, body);
    const fresh = (await findStage(app.database.db, stage.id))!;
    return {
      status: true,
      message: STAGE_MESSAGES.seeded,
      data: await stageDetail(app.database.db, fresh),
    };
  });
}
