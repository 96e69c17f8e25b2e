import type { FastifyInstance } from 'fastify';
import { getJantriResultEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { gameResultsOfDay } from '../../services/jantri-game-results';

export default async function getJantriResultRoute(app: FastifyInstance) {
  postEndpoint(app, getJantriResultEndpoint, async ({ body, user }) => ({
    status: true,
    message: 'Results fetched',
    data: { game_result: await gameResultsOfDay(app.database.db, user.id, body.date) },
  }));
}
