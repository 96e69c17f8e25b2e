import type { FastifyInstance } from 'fastify';
import { teamJoinRequestsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listPendingForLeader } from '../../repositories/teams/join-request-repository';
import { teamRequestsToWire } from '../../wire/teams';

/** Team Requests: pending requests to the teams the caller leads, grouped by team. */
export default async function teamJoinRequestsRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    teamJoinRequestsEndpoint,
    async ({ user }) => {
      const rows = await listPendingForLeader(app.database.db, user.id);
      return { status: true, message: 'Team requests', data: teamRequestsToWire(rows) };
    },
    // Both fields name the caller: leader_bgmiId is the caller's own game id.
    { identityFields: ['bgmiUserId', 'leader_bgmiId'] },
  );
}
