import type { FastifyInstance } from 'fastify';
import { currentRoundEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { userRoundDetails } from '../../services/platform-game-round-details';

/** The running round for the game page (the same data `session_details` pushes). */
export default async function currentRoundRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    currentRoundEndpoint,
    async ({ user }) => {
      const {
        updated_wallet,
        user_clients: _c,
        user_games: _g,
        ...data
      } = await userRoundDetails(app.database, user.id, app.config.roundSeconds);
      return { status: true, message: 'Current session', data, updated_wallet };
    },
    { money: 'view', keepsPublicLists: true },
  );
}
