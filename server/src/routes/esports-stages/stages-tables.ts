import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { stageTablesEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { findStage } from '../../repositories/esports-stages/stage-repository';
import { stageTablesJson } from '../../services/esports-stages/stage-tables';

/** stages/tables: every group's table and the stage's overall table (public). */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, stageTablesEndpoint, async ({ body, reply }) => {
    const stage = await findStage(app.database.db, body.stage_id);
    if (!stage) throw notFound('Stage not found', 'stage_id');
    // Serialised once per tables version (4,096 squads: 1 MB): a JSON string is sent as it is.
    const json = await stageTablesJson(app.database.db, stage);
    void reply.type('application/json; charset=utf-8');
    return json as unknown as z.input<(typeof stageTablesEndpoint)['response']>;
  });
}
