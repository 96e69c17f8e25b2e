import type { FastifyInstance } from 'fastify';
import eventListRoutes from './event-lists';
import registerTournamentRoute from './register-tournament';
import getTeamListRoute from './get-team-list';
import contentRoutes from './content';

/** Tournaments, scrims, registration, the caller's team list, services and blogs. */
export default async function routes(app: FastifyInstance) {
  await app.register(eventListRoutes);
  await app.register(registerTournamentRoute);
  await app.register(getTeamListRoute);
  await app.register(contentRoutes);
}
