import type { FastifyInstance } from 'fastify';
import { STAGE_MESSAGES, stageScheduleEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { findStage } from '../../repositories/esports-stages/stage-repository';
import { requireOwnStage } from '../../services/esports-stages/access';
import { scheduleStage } from '../../services/esports-stages/stage-setup';
import { stageDetail } from '../../services/esports-stages/stage-view';

/** organizer/stage-schedule: the balanced rotation; the answer says whether it is balanced. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, stageScheduleEndpoint, async ({ body, user }) => {
    const { stage } = await requireOwnStage(app.database.db, user, body.stage_id);
    const balance = await scheduleStage(app.database, stage, body);
    const fresh = (await findStage(app.database.db, stage.id))!;
    return {
      status: true,
      message: `${STAGE_MESSAGES.scheduled}. ${balance.note}`,
      data: await stageDetail(app.database.db, fresh),
    };
  });
}
