import type { FastifyInstance } from 'fastify';
import { getMatchMakingPlayersEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listOtherPlayers, teamNamesByUser } from '../../repositories/teams/team-repository';

/** The Users tab: other players, those with match making on first, with their teams. */
export default async function getMatchMakingPlayersRoute(app: FastifyInstance) {
  postEndpoint(app, getMatchMakingPlayersEndpoint, async ({ user }) => {
    const players = await listOtherPlayers(app.database.db, user.id);
    const teamsOf = await teamNamesByUser(
      app.database.db,
      players.map((player) => player.id),
    );
    const data = players.map((player) => ({
      _id: player.id,
      name: player.name,
      bgmiUserId: player.bgmiUserId,
      profileImage: player.profileImage,
      team_name: teamsOf.get(player.id) ?? [],
      match_making: player.matchMaking,
    }));
    return { status: true, message: 'Players', data };
  });
}
