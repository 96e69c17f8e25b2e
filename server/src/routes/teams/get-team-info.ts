import type { FastifyInstance } from 'fastify';
import { TEAM_MESSAGES, getTeamInfoEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { findTeamByName } from '../../repositories/teams/team-repository';
import { loadTeamView } from '../../services/team-view';

/** One team's details by name (teams are public; the request history is for members). */
export default async function getTeamInfoRoute(app: FastifyInstance) {
  postEndpoint(app, getTeamInfoEndpoint, async ({ body, user }) => {
    const team = await findTeamByName(app.database.db, body.team_name);
    if (!team) throw notFound(TEAM_MESSAGES.teamNotFound, 'team_name');
    const data = await loadTeamView(app.database.db, team, user.id);
    return { status: true, message: 'Team info', data };
  });
}
