import type { FastifyInstance } from 'fastify';
import { LEDGER_MESSAGES } from '@bgmi/shared/server';
import { clearDataJantriEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { bookClient } from '../../services/book-access';
import { deleteSheet } from '../../repositories/jantri-ledger/jantri-bet-repository';
import { requireGame } from '../../services/jantri-sheet';

/** Delete Jantri: removes one client's bets on one game; saved hisab rows stay. */
export default async function clearDataJantriRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    clearDataJantriEndpoint,
    async ({ body, book }) =>
      app.database.transaction(async (tx) => {
        const client = await bookClient(tx, book, body.client_name);
        const game = await requireGame(tx, book.ownerId, body.game_name);
        const deleted_bets = await deleteSheet(tx, book.ownerId, client.id, game.id);
        return { status: true, message: LEDGER_MESSAGES.jantriDeleted, data: { deleted_bets } };
      }),
    { book: 'own' },
  );
}
