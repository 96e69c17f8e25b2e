import type { FastifyInstance } from 'fastify';
import { gameSessionEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { userSessionDetails } from '../../services/platform-game-session';

/** The running round for the game page (the same data `session_details` pushes). */
export default async function gameSessionRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    gameSessionEndpoint,
    async ({ user }) => {
      const {
        updated_wallet,
        user_clients: _c,
        user_games: _g,
        ...data
      } = await userSessionDetails(app.database, user.id, app.config.roundSeconds);
      return { status: true, message: 'Current session', data, updated_wallet };
    },
    { money: 'view', keepsPublicLists: true },
  );
}
