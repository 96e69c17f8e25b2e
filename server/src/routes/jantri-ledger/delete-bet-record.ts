import type { FastifyInstance } from 'fastify';
import { LEDGER_MESSAGES } from '@bgmi/shared/server';
import { deleteBetRecordEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { deleteBetRecord, listBetRecords } from '../../repositories/jantri-bet-repository';
import { requireClient, requireGame } from '../../services/jantri-sheet';

/**
 * Reverts one bet record: exactly its amounts leave the sheet. The record is named by _id, or
 * (as the spec's payload does) by bet_numbers and hruf_type, the newest such record.
 */
export default async function deleteBetRecordRoute(app: FastifyInstance) {
  postEndpoint(app, deleteBetRecordEndpoint, async ({ body, user }) =>
    app.database.transaction(async (tx) => {
      const client = await requireClient(tx, user.id, body.client_name);
      const game = await requireGame(tx, user.id, body.game_name);
      const records = await listBetRecords(tx, user.id, { clientId: client.id, gameId: game.id });
      const hruf = body.hruf_type || null;
      const target = body._id
        ? records.find((record) => record.id === body._id)
        : records.find(
            (record) => record.betNumbers === body.bet_numbers && record.hrufType === hruf,
          );
      if (!target || !(await deleteBetRecord(tx, user.id, target.id))) {
        throw notFound(LEDGER_MESSAGES.betNotFound, body._id ? '_id' : 'bet_numbers');
      }
      return { status: true, message: LEDGER_MESSAGES.betDeleted };
    }),
  );
}
