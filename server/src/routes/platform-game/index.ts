import type { FastifyInstance } from 'fastify';
import betPlaceRoute from './bet-place-jantri';
import currentRoundRoute from './game-session';
import roundResultsRoute from './game-session-results';

/** The platform game's calls: bets on the running round, the round itself, verifiable results. */
export default async function routes(app: FastifyInstance) {
  await app.register(betPlaceRoute);
  await app.register(currentRoundRoute);
  await app.register(roundResultsRoute);
}
