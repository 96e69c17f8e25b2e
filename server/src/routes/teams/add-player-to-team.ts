import type { FastifyInstance } from 'fastify';
import { FOREIGN_TOKEN_MESSAGE, TEAM_MESSAGES, addPlayerToTeamEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { HttpError, conflict, isUniqueViolation, notFound } from '../../lib/http-error';
import { insertJoinRequest } from '../../repositories/teams/join-request-repository';
import { findRole, findTeamByName } from '../../repositories/teams/team-repository';
import { socialNotices } from '../../services/scrim-day/social-notices';

/** A join request from the caller (the spec's add-player-to-team): pending until the leader acts. */
export default async function addPlayerToTeamRoute(app: FastifyInstance) {
  postEndpoint(app, addPlayerToTeamEndpoint, async ({ body, user }) => {
    // player_id is the caller's own id; the identity list does not cover it, so check it here.
    if (body.player_id && body.player_id !== user.id) {
      throw new HttpError(401, FOREIGN_TOKEN_MESSAGE, 'player_id');
    }
    const team = await findTeamByName(app.database.db, body.team_name);
    if (!team) throw notFound(TEAM_MESSAGES.teamNotFound, 'team_name');
    try {
      await app.database.transaction(async (tx) => {
        if (await findRole(tx, team.id, user.id))
          throw conflict(TEAM_MESSAGES.alreadyMember, 'team_name');
        await insertJoinRequest(tx, { teamId: team.id, userId: user.id, message: body.message });
      });
    } catch (error) {
      // The partial unique index allows one pending request per player and team.
      if (isUniqueViolation(error)) throw conflict(TEAM_MESSAGES.alreadyPending, 'team_name');
      throw error;
    }
    await socialNotices.joinRequestReceived(app, team.leaderId, user.bgmiUserId, team.teamName);
    return { status: true, message: TEAM_MESSAGES.joinSent };
  });
}
