import type { FastifyInstance } from 'fastify';
import { STAGE_MESSAGES, stageCreateEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { requireOwnEvent } from '../../services/scrim-day/access';
import { createStage } from '../../services/esports-stages/stage-setup';
import { toStage } from '../../wire/esports-stages';

/** organizer/stage-create: adds a stage after the event's last one. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, stageCreateEndpoint, async ({ body, user }) => {
    await requireOwnEvent(app.database.db, user, body.event_id);
    const stage = await createStage(app.database, body.event_id, body);
    return { status: true, message: STAGE_MESSAGES.created, data: toStage(stage, undefined) };
  });
}
