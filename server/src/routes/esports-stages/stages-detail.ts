import type { FastifyInstance } from 'fastify';
import { stageDetailEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { findStage } from '../../repositories/esports-stages/stage-repository';
import { stageDetail } from '../../services/esports-stages/stage-view';

/** stages/detail: a stage's groups, schedule and balance (public; no rooms). */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, stageDetailEndpoint, async ({ body }) => {
    const stage = await findStage(app.database.db, body.stage_id);
    if (!stage) throw notFound('Stage not found', 'stage_id');
    return { status: true, message: 'Stage', data: await stageDetail(app.database.db, stage) };
  });
}
