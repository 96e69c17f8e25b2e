import type { FastifyInstance } from 'fastify';
import { LEDGER_MESSAGES, todayInIndia } from '@bgmi/shared/server';
import { resetJantriResultEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { clearResultsOfDay } from '../../repositories/jantri-ledger/jantri-result-repository';
import { gameResultsOfDay } from '../../services/jantri-game-results';

/** Reset All: clears the caller's declared results of the day (today by default); hisab rows stay. */
export default async function resetJantriResultRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    resetJantriResultEndpoint,
    async ({ body, book }) =>
      app.database.transaction(async (tx) => {
        const day = body.date ?? todayInIndia();
        await clearResultsOfDay(tx, book.ownerId, day);
        return {
          status: true,
          message: LEDGER_MESSAGES.resultsReset,
          data: { game_result: await gameResultsOfDay(tx, book.ownerId, day) },
        };
      }),
    { book: 'own' },
  );
}
