import type { FastifyInstance } from 'fastify';
import { pointsTableEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { buildPointsTable } from '../../services/scrim-day/points-table';

/** scrim-day/points-table: public standings, overall and per match. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, pointsTableEndpoint, async ({ body }) => ({
    status: true,
    message: 'Points table',
    data: await buildPointsTable(app.database.db, body.event_id),
  }));
}
