import type { FastifyInstance } from 'fastify';
import { getAllPlayersEndpoint, type FriendStatus } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { listRelations } from '../../repositories/friends-chat/friend-repository';
import { listOtherPlayers, teamNamesByUser } from '../../repositories/teams/team-repository';

/**
 * All Users: every other player with the caller's relation to them. Other players' own friend
 * lists stay private: each list holds the caller's id or nothing.
 */
export default async function getAllPlayersRoute(app: FastifyInstance) {
  postEndpoint(app, getAllPlayersEndpoint, async ({ user }) => {
    const db = app.database.db;
    const [players, relations] = await Promise.all([
      listOtherPlayers(db, user.id),
      listRelations(db, user.id),
    ]);
    const teamsOf = await teamNamesByUser(
      db,
      players.map((player) => player.id),
    );
    const relationOf = new Map(relations.map((relation) => [relation.otherId, relation]));
    const users = players.map((player) => {
      const relation = relationOf.get(player.id);
      const status: FriendStatus = !relation
        ? 'none'
        : relation.status === 'accepted'
          ? 'friends'
          : relation.sentByMe
            ? 'sent'
            : 'received';
      return {
        _id: player.id,
        name: player.name,
        bgmiUserId: player.bgmiUserId,
        profileImage: player.profileImage,
        team_name: teamsOf.get(player.id) ?? [],
        friends: status === 'friends' ? [user.id] : [],
        // Seen from that player: a request the caller sent is one they received.
        friendRequestsReceived: status === 'sent' ? [user.id] : [],
        friendRequestsSent: status === 'received' ? [user.id] : [],
        friend_status: status,
      };
    });
    return { status: true, message: 'Players', users };
  });
}
