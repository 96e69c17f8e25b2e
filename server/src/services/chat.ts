import type { FastifyBaseLogger } from 'fastify';
import {
  CHAT_FLOOD_LIMIT,
  CHAT_MESSAGES,
  FOREIGN_TOKEN_MESSAGE,
  SOCKET_EVENTS,
  type SendMessageAck,
  type SendMessagePayload,
} from '@bgmi/shared/server';
import type { ChatCommit } from '../config';
import type { Database } from '../db/database';
import type { SlidingWindow } from '../lib/sliding-window';
import { storeMessageBetweenFriends } from '../repositories/friends-chat/chat-send-repository';
import type { AuthUser } from '../repositories/user/user-repository';
import type { EmitToUser } from '../socket/socket-types';
import { toLivePayload } from '../wire/friends-chat';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ChatDeps {
  database: Database;
  limits: SlidingWindow;
  /** Messages per user per CHAT_FLOOD_LIMIT.windowMs. */
  floodLimit: number;
  /** config.chatCommit: whether the insert waits for its WAL flush (PostgreSQL server only). */
  commit: ChatCommit;
  emitToUser: EmitToUser;
  log: FastifyBaseLogger;
}

/**
 * Live chat (DESIGN section 4). The sender is the socket's token user, never the payload: a
 * `from` naming anyone else is refused. A message is allowed only between friends, stored before
 * delivery (once per client message id, so a retry after a reconnect is not stored twice) with
 * its conversation sequence, and emitted to every open tab of the receiver. Resolves the
 * sender's ack; never rejects.
 */
export async function sendChatMessage(
  deps: ChatDeps,
  sender: AuthUser,
  payload: SendMessagePayload,
): Promise<SendMessageAck> {
  if (payload.from !== sender.id) return { status: false, message: FOREIGN_TOKEN_MESSAGE };
  // Counted per user across every instance (Redis when REDIS_URL is set).
  const withinFlood = await deps.limits
    .hit(`chat-flood:${sender.id}`, deps.floodLimit, CHAT_FLOOD_LIMIT.windowMs)
    .catch(() => true);
  if (!withinFlood) return { status: false, message: CHAT_MESSAGES.flood };
  try {
    if (!UUID.test(payload.to) || payload.to === sender.id) {
      return { status: false, message: CHAT_MESSAGES.notFriends };
    }
    // Friendship, retry lookup and insert in one round trip.
    const stored = await storeMessageBetweenFriends(
      deps.database,
      {
        senderId: sender.id,
        receiverId: payload.to,
        text: payload.message,
        clientMessageId: payload.clientMessageId ?? null,
        clientTimestamp: String(payload.timestamp),
      },
      deps.commit,
    );
    if (!stored.friends) return { status: false, message: CHAT_MESSAGES.notFriends };
    const { row } = stored;
    const live = toLivePayload(row);
    // A retry of a stored message is delivered again too: the instance that stored it may have
    // died before emitting. The receiver's client drops a message id it already has.
    deps.emitToUser(payload.to, SOCKET_EVENTS.receiveMessage, live);
    return { status: true, message: 'sent', data: live };
  } catch (error) {
    deps.log.error({ err: error }, 'send_message failed');
    return { status: false, message: CHAT_MESSAGES.sendFailed };
  }
}
