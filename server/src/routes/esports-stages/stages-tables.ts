import type { FastifyInstance } from 'fastify';
import { stageTablesEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { findStage } from '../../repositories/stage-repository';
import { buildStageTables } from '../../services/stages/stage-tables';

/** stages/tables: every group's table and the stage's overall table (public). */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, stageTablesEndpoint, async ({ body }) => {
    const stage = await findStage(app.database.db, body.stage_id);
    if (!stage) throw notFound('Stage not found', 'stage_id');
    return {
      status: true,
      message: 'Tables',
      data: await buildStageTables(app.database.db, stage),
    };
  });
}
