import type { FastifyInstance } from 'fastify';
import getTournamentsRoute from './get-bgmi-tournaments';
import getScrimsRoute from './get-bgmi-scrims-tournaments';
import registerTournamentRoute from './register-tournament';
import getTeamListRoute from './get-team-list';
import getServicesRoute from './get-services';
import allBlogsRoute from './all-blogs';

/** Tournaments, scrims, registration, the caller's team list, services and blogs. */
export default async function routes(app: FastifyInstance) {
  await app.register(getTournamentsRoute);
  await app.register(getScrimsRoute);
  await app.register(registerTournamentRoute);
  await app.register(getTeamListRoute);
  await app.register(getServicesRoute);
  await app.register(allBlogsRoute);
}
