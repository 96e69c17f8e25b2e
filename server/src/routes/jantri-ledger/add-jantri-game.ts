import type { FastifyInstance } from 'fastify';
import { LEDGER_MESSAGES } from '@bgmi/shared/server';
import { addJantriGameEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { conflict, isUniqueViolation } from '../../lib/http-error';
import {
  findGame,
  gameNames,
  insertGame,
} from '../../repositories/jantri-ledger/jantri-client-repository';

/** Adds a game (bazar); names are unique per operator whatever their case (409). */
export default async function addJantriGameRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    addJantriGameEndpoint,
    async ({ body, book }) => {
      try {
        return await app.database.transaction(async (tx) => {
          if (await findGame(tx, book.ownerId, body.game_name)) {
            throw conflict(LEDGER_MESSAGES.gameExists, 'game_name');
          }
          await insertGame(tx, book.ownerId, body.game_name, body.short_name);
          return {
            status: true,
            message: LEDGER_MESSAGES.gameAdded,
            data: { user_games: await gameNames(tx, book.ownerId) },
          };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(LEDGER_MESSAGES.gameExists, 'game_name');
        throw error;
      }
    },
    { book: 'own' },
  );
}
