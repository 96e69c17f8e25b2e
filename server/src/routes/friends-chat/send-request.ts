import type { FastifyInstance } from 'fastify';
import { FRIEND_MESSAGES, sendFriendRequestEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/http-error';
import {
  findRelation,
  insertFriendRequest,
} from '../../repositories/friends-chat/friend-repository';
import { findUserById } from '../../repositories/user/user-repository';
import { socialNotices } from '../../services/scrim-day/social-notices';

/** A friend request from the caller (senderId) to another player (receiverId). */
export default async function sendRequestRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    sendFriendRequestEndpoint,
    async ({ body, user }) => {
      if (body.receiverId === user.id) throw badRequest(FRIEND_MESSAGES.notYourself, 'receiverId');
      if (!(await findUserById(app.database.db, body.receiverId))) {
        throw notFound(FRIEND_MESSAGES.playerNotFound, 'receiverId');
      }
      try {
        await app.database.transaction(async (tx) => {
          const relation = await findRelation(tx, user.id, body.receiverId);
          if (relation?.status === 'accepted')
            throw conflict(FRIEND_MESSAGES.alreadyFriends, 'receiverId');
          if (relation) throw conflict(FRIEND_MESSAGES.alreadyRequested, 'receiverId');
          await insertFriendRequest(tx, user.id, body.receiverId);
        });
      } catch (error) {
        // Two requests between the same pair racing: the per-pair unique index keeps one.
        if (isUniqueViolation(error))
          throw conflict(FRIEND_MESSAGES.alreadyRequested, 'receiverId');
        throw error;
      }
      await socialNotices.friendRequest(app, body.receiverId, user.bgmiUserId);
      return { status: true, message: FRIEND_MESSAGES.requestSent };
    },
    // receiverId is the other player on purpose; senderId must be the caller.
    { identityFields: ['senderId'] },
  );
}
