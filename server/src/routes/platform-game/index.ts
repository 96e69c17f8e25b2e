import type { FastifyInstance } from 'fastify';
import betPlaceRoute from './bet-place-jantri';
import gameSessionRoute from './game-session';
import sessionResultsRoute from './game-session-results';

/** The platform game's calls: bets on the running round, the round itself, verifiable results. */
export default async function routes(app: FastifyInstance) {
  await app.register(betPlaceRoute);
  await app.register(gameSessionRoute);
  await app.register(sessionResultsRoute);
}
