import type { FastifyInstance } from 'fastify';
import { getScrimsEndpoint, getTournamentsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listEvents } from '../../repositories/tournament-repository';
import { withDayFields } from '../../services/scrim-day/event-view';

/** get-bgmi-tournaments and get-bgmi-SCRIMS-tournaments: public lists by state (DESIGN 4). */
export default async function eventListRoutes(app: FastifyInstance) {
  postEndpoint(
    app,
    getTournamentsEndpoint,
    async ({ body }) => ({
      status: true,
      message: 'Tournaments fetched',
      data: await withDayFields(
        app.database.db,
        await listEvents(app.database.db, 'tournament', body.type),
      ),
    }),
    { publicList: (body) => body.type },
  );
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
