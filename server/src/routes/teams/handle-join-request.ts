import type { FastifyInstance } from 'fastify';
import { TEAM_MESSAGES, handleJoinRequestEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { forbidden, notFound } from '../../lib/http-error';
import { processPendingRequest } from '../../repositories/teams/join-request-repository';
import { addMember, findTeamByName } from '../../repositories/teams/team-repository';
import { findUserByBgmiUserId } from '../../repositories/user/user-repository';
import { socialNotices } from '../../services/scrim-day/social-notices';

/** The leader accepts (the player joins) or rejects a pending join request. */
export default async function handleJoinRequestRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    handleJoinRequestEndpoint,
    async ({ body, user }) => {
      const team = await findTeamByName(app.database.db, body.team_name);
      if (!team) throw notFound(TEAM_MESSAGES.teamNotFound, 'team_name');
      if (team.leaderId !== user.id) throw forbidden(TEAM_MESSAGES.leaderOnly);
      const requester = await findUserByBgmiUserId(app.database.db, body.reqBgmiUserId);
      if (!requester) throw notFound(TEAM_MESSAGES.requestNotFound, 'reqBgmiUserId');
      await app.database.transaction(async (tx) => {
        const status = body.action === 'accept' ? 'accepted' : 'rejected';
        const processed = await processPendingRequest(tx, team.id, requester.id, status);
        if (!processed) throw notFound(TEAM_MESSAGES.requestNotFound, 'reqBgmiUserId');
        if (status === 'accepted') await addMember(tx, team.id, requester.id);
      });
      await socialNotices.joinRequestHandled(
        app,
        requester.id,
        team.teamName,
        body.action === 'accept',
      );
      return { status: true, message: TEAM_MESSAGES.handled };
    },
    // reqBgmiUserId names the requesting player on purpose: only the caller's own id is checked.
    { identityFields: ['bgmiUserId'] },
  );
}
