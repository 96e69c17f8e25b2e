import type { FastifyInstance } from 'fastify';
import { roundResultsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listSettledRounds } from '../../repositories/platform-game/platform-game-repository';
import { toSettledRound } from '../../wire/platform-game';

/** Finished rounds with their commitment and revealed seed, so anyone can verify each draw. */
export default async function roundResultsRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    roundResultsEndpoint,
    async ({ body }) => {
      const rows = await listSettledRounds(app.database.db, body.limit);
      return {
        status: true,
        message: rows.length ? 'Results' : 'No data found',
        data: rows.map(toSettledRound),
      };
    },
    { keepsPublicLists: true },
  );
}
