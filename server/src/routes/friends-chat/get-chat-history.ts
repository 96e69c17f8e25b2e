import type { FastifyInstance } from 'fastify';
import { FOREIGN_TOKEN_MESSAGE, getChatHistoryEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { HttpError } from '../../lib/http-error';
import {
  listConversation,
  markConversationRead,
} from '../../repositories/friends-chat/chat-repository';
import { toChatHistoryMessage } from '../../wire/friends-chat';

/**
 * The stored conversation between the caller and one other player, oldest first; opening it
 * marks what the other player sent as read. Loaded from the database, so a reconnect loses nothing.
 */
export default async function getChatHistoryRoute(app: FastifyInstance) {
  postEndpoint(app, getChatHistoryEndpoint, async ({ body, user }) => {
    // One of the two ids must be the caller; the other is whoever they chat with.
    const otherId =
      body.userId1 === user.id ? body.userId2 : body.userId2 === user.id ? body.userId1 : null;
    if (!otherId) throw new HttpError(401, FOREIGN_TOKEN_MESSAGE, 'userId1');
    const db = app.database.db;
    const rows = await listConversation(db, user.id, otherId);
    await markConversationRead(db, user.id, otherId);
    const messages = rows.map(toChatHistoryMessage);
    return { status: true, message: 'Chat history', messages };
  });
}
