import type { FastifyInstance } from 'fastify';
import { changeMatchStatusEndpoint, PROFILE_MESSAGES } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { badRequest, unauthorized } from '../../lib/http-error';
import { teamNamesOf, updatePlayer } from '../../repositories/players/player-repository';

export const NO_TEAM_FOR_MATCH_MAKING = 'Join or create a team to start match making';

/** change-match-status: turns the caller's match making on or off (on needs a team). */
export default async function changeMatchStatusRoute(app: FastifyInstance) {
  postEndpoint(app, changeMatchStatusEndpoint, async ({ body, user }) => {
    if (body.match_making && !(await teamNamesOf(app.database.db, user.id)).length) {
      // The button is disabled without a team (spec section 4); the server agrees.
      throw badRequest(NO_TEAM_FOR_MATCH_MAKING, 'match_making');
    }
    const row = await updatePlayer(app.database.db, user.id, { matchMaking: body.match_making });
    if (!row) throw unauthorized();
    return {
      status: true,
      message: row.matchMaking ? PROFILE_MESSAGES.matchStarted : PROFILE_MESSAGES.matchStopped,
      data: { match_making: row.matchMaking },
    };
  });
}
