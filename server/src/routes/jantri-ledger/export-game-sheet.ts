import type { FastifyInstance } from 'fastify';
import { ALL_CLIENT, ALL_CLIENTS, todayInIndia } from '@bgmi/shared/server';
import { exportGameSheetEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { bookClient, checkNamedClient } from '../../services/book-access';
import { fileSlug } from '../../lib/csv';
import { gameSheetCsv } from '../../services/books-export';
import { requireGame } from '../../services/jantri-sheet';

const ALL_NAMES = new Set(['', ALL_CLIENT.toLowerCase(), ALL_CLIENTS.toLowerCase()]);

/** A game's sheet as CSV (issue 25): every client's column, or the named client's only. */
export default async function exportGameSheetRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    exportGameSheetEndpoint,
    async ({ body, book }) => {
      const db = app.database.db;
      const game = await requireGame(db, book.ownerId, body.game_name);
      const named = !ALL_NAMES.has((body.client_name ?? '').toLowerCase());
      if (!named) await checkNamedClient(db, book, null);
      const client = named ? await bookClient(db, book, body.client_name!) : undefined;
      const file = await gameSheetCsv(db, book.ownerId, game.id, client?.id, body.language);
      const who = client ? `-${fileSlug(client.clientName, 'client')}` : '';
      return {
        status: true,
        message: 'Sheet ready',
        filename: `${fileSlug(game.gameName, 'game')}${who}-sheet-${todayInIndia()}.csv`,
        ...file,
      };
    },
    { book: 'read' },
  );
}
