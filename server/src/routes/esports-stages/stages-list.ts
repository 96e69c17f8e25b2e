import type { FastifyInstance } from 'fastify';
import { stageListEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { findDayEvent } from '../../repositories/scrim-day/scrim-event-repository';
import { listStages, stageCounts } from '../../repositories/esports-stages/stage-repository';
import { toStage } from '../../wire/esports-stages';

/** stages/list: an event's stages in order (public). */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, stageListEndpoint, async ({ body }) => {
    const day = await findDayEvent(app.database.db, body.event_id);
    if (!day) throw notFound('Event not found', 'event_id');
    const stages = await listStages(app.database.db, body.event_id);
    const counts = await stageCounts(
      app.database.db,
      stages.map((stage) => stage.id),
    );
    return {
      status: true,
      message: 'Stages',
      title: day.event.title,
      data: stages.map((stage) => toStage(stage, counts.get(stage.id))),
    };
  });
}
