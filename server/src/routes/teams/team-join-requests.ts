import type { FastifyInstance } from 'fastify';
import { teamJoinRequestsEndpoint, type TeamRequestGroup } from '@bgmi/shared';
import { postEndpoint } from '../../lib/endpoint-route';
import { listPendingForLeader } from '../../repositories/join-request-repository';

/** Team Requests: pending requests to the teams the caller leads, grouped by team. */
export default async function teamJoinRequestsRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    teamJoinRequestsEndpoint,
    async ({ user }) => {
      const rows = await listPendingForLeader(app.database.db, user.id);
      const groups = new Map<string, TeamRequestGroup>();
      for (const row of rows) {
        const group = groups.get(row.teamName) ?? { team_name: row.teamName, requests: [] };
        group.requests.push({
          _id: row.id,
          name: row.name,
          bgmiUserId: row.bgmiUserId,
          message: row.message,
          created_at: row.createdAt.toISOString(),
        });
        groups.set(row.teamName, group);
      }
      return { status: true, message: 'Team requests', data: [...groups.values()] };
    },
    // Both fields name the caller: leader_bgmiId is the caller's own game id.
    { identityFields: ['bgmiUserId', 'leader_bgmiId'] },
  );
}
