import type { FastifyInstance } from 'fastify';
import { betDataJantriEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { bookClient } from '../../services/book-access';
import { loadSheet, requireGame } from '../../services/jantri-sheet';
import { sheetToWire } from '../../wire/jantri-ledger';

/** Client bet data: one client's 00-99 sheet on one game with totals and the haruf rows. */
export default async function betDataJantriRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    betDataJantriEndpoint,
    async ({ body, book }) => {
      const db = app.database.db;
      const client = await bookClient(db, book, body.client_name);
      const game = await requireGame(db, book.ownerId, body.game_name);
      const sheet = await loadSheet(db, book.ownerId, game.id, client.id);
      return { status: true, message: 'Bet data fetched', ...sheetToWire(sheet) };
    },
    { book: 'read' },
  );
}
