import type { FastifyInstance } from 'fastify';
import { getFriendsDataEndpoint, type FriendEntry, type FriendsData } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { unreadCountsBySender } from '../../repositories/friends-chat/chat-repository';
import { listRelations } from '../../repositories/friends-chat/friend-repository';

/** My Friends and Requests: the caller's friends (with unread counts) and pending requests. */
export default async function getFriendsDataRoute(app: FastifyInstance) {
  postEndpoint(app, getFriendsDataEndpoint, async ({ user }) => {
    const db = app.database.db;
    const [relations, unread] = await Promise.all([
      listRelations(db, user.id),
      unreadCountsBySender(db, user.id),
    ]);
    const data: FriendsData = { friends: [], friendRequestsReceived: [], friendRequestsSent: [] };
    for (const relation of relations) {
      const entry: FriendEntry = {
        _id: relation.otherId,
        name: relation.name,
        bgmiUserId: relation.bgmiUserId,
        profileImage: relation.profileImage,
        unread: relation.status === 'accepted' ? (unread.get(relation.otherId) ?? 0) : 0,
      };
      if (relation.status === 'accepted') data.friends.push(entry);
      else if (relation.sentByMe) data.friendRequestsSent.push(entry);
      else data.friendRequestsReceived.push(entry);
    }
    return { status: true, message: 'Friends', data };
  });
}
