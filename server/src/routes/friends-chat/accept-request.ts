import type { FastifyInstance } from 'fastify';
import { FRIEND_MESSAGES, acceptFriendRequestEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { acceptFriendRequest } from '../../repositories/friends-chat/friend-repository';
import { socialNotices } from '../../services/scrim-day/social-notices';

/** The caller (receiverId) accepts a pending request that senderId sent them. */
export default async function acceptRequestRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    acceptFriendRequestEndpoint,
    async ({ body, user }) => {
      const accepted = await acceptFriendRequest(app.database.db, body.senderId, user.id);
      if (!accepted) throw notFound(FRIEND_MESSAGES.requestNotFound, 'senderId');
      await socialNotices.friendAccepted(app, body.senderId, user.bgmiUserId);
      return { status: true, message: FRIEND_MESSAGES.requestAccepted };
    },
    // senderId names the other player here; only receiverId must be the caller.
    { identityFields: ['receiverId'] },
  );
}
