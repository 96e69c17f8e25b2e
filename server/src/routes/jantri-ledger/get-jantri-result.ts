import type { FastifyInstance } from 'fastify';
import { getJantriResultEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { gameResultsOfDay } from '../../services/jantri-game-results';

export default async function getJantriResultRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    getJantriResultEndpoint,
    async ({ body, book }) => ({
      status: true,
      message: 'Results fetched',
      data: { game_result: await gameResultsOfDay(app.database.db, book.ownerId, body.date) },
    }),
    { book: 'read' },
  );
}
