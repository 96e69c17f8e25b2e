import type { FastifyInstance } from 'fastify';
import { LEDGER_MESSAGES } from '@bgmi/shared/server';
import { updateJantriResultEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { upsertResult } from '../../repositories/jantri-result-repository';
import { requireGame } from '../../services/jantri-sheet';
import { settleGameResult } from '../../services/settlement';

/**
 * Declares a game's result for a day and settles every client's sheet on it into hisab rows,
 * in one transaction; declaring again replaces that day's rows of the game.
 */
export default async function updateJantriResultRoute(app: FastifyInstance) {
  postEndpoint(app, updateJantriResultEndpoint, async ({ body, user }) =>
    app.database.transaction(async (tx) => {
      const game = await requireGame(tx, user.id, body.game_name);
      await upsertResult(tx, user.id, game.id, body.date, body.result);
      const settled_clients = await settleGameResult(tx, user.id, game, body.date, body.result);
      return { status: true, message: LEDGER_MESSAGES.resultUpdated, data: { settled_clients } };
    }),
  );
}
