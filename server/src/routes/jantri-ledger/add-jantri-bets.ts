import type { FastifyInstance } from 'fastify';
import { LEDGER_MESSAGES } from '@bgmi/shared/server';
import { addJantriBetsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { bookClient } from '../../services/book-access';
import { readBetPaste } from '../../services/jantri-bet-paste';
import { storeBetRecords } from '../../services/jantri-bet-store';
import { announceStaffEntry } from '../../services/jantri-staff-live';
import { requireGame } from '../../services/jantri-sheet';
import { betsSavedTotal } from '../../wire/jantri-ledger';

/**
 * Bet entry (DESIGN section 5): the paste is read by the service with the one reading the
 * preview uses (services/jantri-bet-paste), so what is stored is what the preview showed.
 * Everything is checked before anything is written; each group becomes one bet record.
 */
export default async function addJantriBetsRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    addJantriBetsEndpoint,
    async ({ body, book, user }) => {
      const db = app.database.db;
      const paste = await readBetPaste(db, book.ownerId, body);
      const client = await bookClient(db, book, body.client_name);
      const game = await requireGame(db, book.ownerId, body.game_name);
      const records = await storeBetRecords(
        app.database,
        book.ownerId,
        { clientId: client.id, gameId: game.id, writtenBy: book.actorId },
        paste.records,
      );
      announceStaffEntry(app, book, user.username, {
        client_name: client.clientName,
        game_name: game.gameName,
        kind: 'added',
        records,
        total_amount: betsSavedTotal(paste.totalPaise),
      });
      return {
        status: true,
        message: LEDGER_MESSAGES.betsSaved,
        data: { records, total_amount: betsSavedTotal(paste.totalPaise) },
      };
    },
    { book: 'write' },
  );
}
