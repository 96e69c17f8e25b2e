import type { FastifyInstance } from 'fastify';
import { TEAM_MESSAGES, createTeamEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { conflict, isUniqueViolation } from '../../lib/http-error';
import { findTeamByName, insertTeamWithLeader } from '../../repositories/teams/team-repository';

/** Creates a team led by the caller; names are unique case-insensitively after trimming. */
export default async function createTeamRoute(app: FastifyInstance) {
  postEndpoint(app, createTeamEndpoint, async ({ body, user }) => {
    try {
      const team = await app.database.transaction(async (tx) => {
        if (await findTeamByName(tx, body.team_name))
          throw conflict(TEAM_MESSAGES.nameTaken, 'team_name');
        return insertTeamWithLeader(tx, body.team_name, user.id);
      });
      return {
        status: true,
        message: TEAM_MESSAGES.created,
        data: { _id: team.id, team_name: team.teamName },
      };
    } catch (error) {
      // Two creators racing for one name: the unique index decides, the loser gets 409.
      if (isUniqueViolation(error)) throw conflict(TEAM_MESSAGES.nameTaken, 'team_name');
      throw error;
    }
  });
}
