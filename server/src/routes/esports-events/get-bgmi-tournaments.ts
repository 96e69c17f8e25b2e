import type { FastifyInstance } from 'fastify';
import { getTournamentsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listEvents } from '../../repositories/esports-events/tournament-repository';
import { withDayFields } from '../../services/scrim-day/event-view';

/** get-bgmi-tournaments: the public list of tournaments by state (DESIGN 4). */
export default async function getTournamentsRoute(app: FastifyInstance) {
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
}
