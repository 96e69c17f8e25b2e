import type { FastifyInstance } from 'fastify';
import { getAllTeamsEndpoint, type TeamSummary } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listTeamSummaries } from '../../repositories/teams/team-repository';

/** The Teams tab: the caller's teams and every other team. */
export default async function getAllTeamsRoute(app: FastifyInstance) {
  postEndpoint(app, getAllTeamsEndpoint, async ({ user }) => {
    const rows = await listTeamSummaries(app.database.db, user.id);
    const cards: TeamSummary[] = rows.map((row) => ({
      _id: row.id,
      team_name: row.teamName,
      leader_bgmiId: row.leaderBgmiId,
      leader_name: row.leaderName,
      members_count: row.membersCount,
      is_member: row.isMember,
      is_leader: row.isLeader,
      pending_request: row.pendingRequest,
    }));
    return {
      status: true,
      message: 'Teams',
      data: {
        my_teams: cards.filter((card) => card.is_member),
        other_teams: cards.filter((card) => !card.is_member),
      },
    };
  });
}
