import type { FastifyInstance } from 'fastify';
import { LEDGER_MESSAGES } from '@bgmi/shared/server';
import { addJantriBetsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { readBetPaste } from '../../services/jantri-bet-paste';
import { storeBetRecords } from '../../services/jantri-bet-store';
import { requireClient, requireGame } from '../../services/jantri-sheet';
import { betsSavedTotal } from '../../wire/jantri-ledger';

/**
 * Bet entry (DESIGN section 5): the paste is read by the service with the one reading the
 * preview uses (services/jantri-bet-paste), so what is stored is what the preview showed.
 * Everything is checked before anything is written; each group becomes one bet record.
 */
export default async function addJantriBetsRoute(app: FastifyInstance) {
  postEndpoint(app, addJantriBetsEndpoint, async ({ body, user }) => {
    const db = app.database.db;
    const paste = await readBetPaste(db, user.id, body);
    const client = await requireClient(db, user.id, body.client_name);
    const game = await requireGame(db, user.id, body.game_name);
    const records = await storeBetRecords(
      app.database,
      user.id,
      paste.records.map((record) => ({ ...record, clientId: client.id, gameId: game.id })),
    );
    return {
      status: true,
      message: LEDGER_MESSAGES.betsSaved,
      data: { records, total_amount: betsSavedTotal(paste.totalPaise) },
    };
  });
}
