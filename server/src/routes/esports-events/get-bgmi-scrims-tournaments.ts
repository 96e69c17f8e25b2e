import type { FastifyInstance } from 'fastify';
import { getScrimsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listEvents } from '../../repositories/esports-events/tournament-repository';
import { withDayFields } from '../../services/scrim-day/event-view';

/** get-bgmi-SCRIMS-tournaments: the public list of scrims by state (DESIGN 4). */
export default async function getScrimsRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    getScrimsEndpoint,
    async ({ body }) => ({
      status: true,
      message: 'Scrims fetched',
      data: await withDayFields(
        app.database.db,
        await listEvents(app.database.db, 'scrim', body.type),
      ),
    }),
    { publicList: (body) => body.type },
  );
}
