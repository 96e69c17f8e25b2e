import type { FastifyInstance } from 'fastify';
import { LEDGER_MESSAGES } from '@bgmi/shared/server';
import { deleteBetRecordEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { bookClient } from '../../services/book-access';
import { notFound } from '../../lib/http-error';
import {
  deleteBetRecord,
  listBetRecords,
} from '../../repositories/jantri-ledger/jantri-bet-repository';
import { requireGame } from '../../services/jantri-sheet';
import { announceStaffEntry } from '../../services/jantri-staff-live';
import { betsSavedTotal } from '../../wire/jantri-ledger';

/**
 * Reverts one bet record: exactly its amounts leave the sheet. The record is named by _id, or
 * (as the spec's payload does) by bet_numbers and hruf_type, the newest such record.
 */
export default async function deleteBetRecordRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    deleteBetRecordEndpoint,
    async ({ body, book, user }) => {
      const deleted = await app.database.transaction(async (tx) => {
        const client = await bookClient(tx, book, body.client_name);
        const game = await requireGame(tx, book.ownerId, body.game_name);
        const records = await listBetRecords(tx, book.ownerId, {
          clientId: client.id,
          gameId: game.id,
        });
        const hruf = body.hruf_type || null;
        const target = body._id
          ? records.find((record) => record.id === body._id)
          : records.find(
              (record) => record.betNumbers === body.bet_numbers && record.hrufType === hruf,
            );
        if (!target || !(await deleteBetRecord(tx, book.ownerId, target.id))) {
          throw notFound(LEDGER_MESSAGES.betNotFound, body._id ? '_id' : 'bet_numbers');
        }
        return { client, game, target };
      });
      announceStaffEntry(app, book, user.username, {
        client_name: deleted.client.clientName,
        game_name: deleted.game.gameName,
        kind: 'deleted',
        records: 1,
        total_amount: betsSavedTotal(deleted.target.totalPaise),
      });
      return { status: true, message: LEDGER_MESSAGES.betDeleted };
    },
    { book: 'write' },
  );
}
