import type { FastifyInstance } from 'fastify';
import { getTeamListEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { teamsOfUser } from '../../repositories/players/player-repository';

/** get-team-list: the caller's own teams with their members (filtered by the caller's id). */
export default async function getTeamListRoute(app: FastifyInstance) {
  postEndpoint(app, getTeamListEndpoint, async ({ user }) => ({
    status: true,
    message: 'Teams fetched',
    data: await teamsOfUser(app.database.db, user.id),
  }));
}
