import type { FastifyInstance } from 'fastify';
import { getJantriGamesEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { pasteGames } from '../../services/jantri-bet-paste';

/**
 * The caller's games with their short names (issue 24): the bet preview reads a paste with the
 * same names and short names as the server (services/jantri-bet-paste).
 */
export default async function getJantriGamesRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    getJantriGamesEndpoint,
    async ({ book }) => {
      const games = await pasteGames(app.database.db, book.ownerId);
      return {
        status: true,
        message: 'Games fetched',
        data: {
          games: games.map((game) => ({ game_name: game.name, short_name: game.shortName ?? '' })),
        },
      };
    },
    { book: 'read' },
  );
}
