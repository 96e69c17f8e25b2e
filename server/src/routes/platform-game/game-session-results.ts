import type { FastifyInstance } from 'fastify';
import { sessionResultsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listSettledSessions } from '../../repositories/platform-game-repository';
import { toSettledRound } from '../../wire/platform-game';

/** Finished rounds with their commitment and revealed seed, so anyone can verify each draw. */
export default async function sessionResultsRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    sessionResultsEndpoint,
    async ({ body }) => {
      const rows = await listSettledSessions(app.database.db, body.limit);
      return {
        status: true,
        message: rows.length ? 'Results' : 'No data found',
        data: rows.map(toSettledRound),
      };
    },
    { keepsPublicLists: true },
  );
}
