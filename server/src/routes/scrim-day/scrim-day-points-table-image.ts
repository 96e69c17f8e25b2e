import type { FastifyInstance } from 'fastify';
import { pointsTableImageEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { buildPointsTable } from '../../services/scrim-day/points-table';
import { POINTS_IMAGE, renderPointsTablePng } from '../../services/scrim-day/points-image';

/** scrim-day/points-table-image: the same standings as a 1080 x 1350 PNG (base64). */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, pointsTableImageEndpoint, async ({ body }) => {
    const table = await buildPointsTable(app.database.db, body.event_id);
    const png = await renderPointsTablePng(table, body.language ?? 'en');
    const slug = table.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'event';
    return {
      status: true,
      message: 'Points table image',
      filename: `${slug}-points-table.png`,
      mime: 'image/png' as const,
      width: POINTS_IMAGE.width,
      height: POINTS_IMAGE.height,
      data_base64: png.toString('base64'),
    };
  });
}
