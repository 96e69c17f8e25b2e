import type { FastifyInstance } from 'fastify';
import { sessionResultsEndpoint } from '@bgmi/shared/jantri-contract';
import { postEndpoint } from '../../lib/endpoint-route';
import { listSettledSessions } from '../../repositories/platform-game-repository';

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
        data: rows.map((row) => ({
          session_id: row.id,
          seed_hash: row.seedHash,
          seed: row.seed,
          winning_number: row.winningNumber ?? '',
          result_source: row.resultSource ?? 'draw',
          starts_at: row.startsAt.toISOString(),
          ends_at: row.endsAt.toISOString(),
        })),
      };
    },
    { keepsPublicLists: true },
  );
}
