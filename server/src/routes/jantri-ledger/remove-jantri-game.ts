import type { FastifyInstance } from 'fastify';
import { LEDGER_MESSAGES } from '@bgmi/shared/server';
import { removeJantriGameEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { deleteGame, gameNames } from '../../repositories/jantri-ledger/jantri-client-repository';
import { requireGame } from '../../services/jantri-sheet';

/** Deletes a game with its bets and results; hisab rows stay. Answers the new game list. */
export default async function removeJantriGameRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    removeJantriGameEndpoint,
    async ({ body, book }) =>
      app.database.transaction(async (tx) => {
        const game = await requireGame(tx, book.ownerId, body.game_name);
        await deleteGame(tx, book.ownerId, game.id);
        return {
          status: true,
          message: LEDGER_MESSAGES.gameDeleted,
          data: { user_games: await gameNames(tx, book.ownerId) },
        };
      }),
    { book: 'own' },
  );
}
