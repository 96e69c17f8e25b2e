import type { FastifyInstance } from 'fastify';
import { LEDGER_MESSAGES } from '@bgmi/shared/server';
import { updateJantriResultEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { upsertResult } from '../../repositories/jantri-ledger/jantri-result-repository';
import { requireGame } from '../../services/jantri-sheet';
import { settleGameResult } from '../../services/settlement';
import { settlePassesOfGame } from '../../services/upper-broker/pass-settlement';

/**
 * Declares a game's result for a day and settles every client's sheet on it into hisab rows,
 * in one transaction; declaring again replaces that day's rows of the game. The day's passes of
 * the game to upper operators settle in the same transaction (issue 27, upper-broker).
 */
export default async function updateJantriResultRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    updateJantriResultEndpoint,
    async ({ body, book }) =>
      app.database.transaction(async (tx) => {
        const game = await requireGame(tx, book.ownerId, body.game_name);
        await upsertResult(tx, book.ownerId, game.id, body.date, body.result);
        const settled_clients = await settleGameResult(
          tx,
          book.ownerId,
          game,
          body.date,
          body.result,
        );
        await settlePassesOfGame(tx, book.ownerId, game.gameName, body.date, body.result);
        return { status: true, message: LEDGER_MESSAGES.resultUpdated, data: { settled_clients } };
      }),
    { book: 'own' },
  );
}
