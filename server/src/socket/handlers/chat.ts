import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import {
  CHAT_FLOOD_LIMIT,
  CHAT_MESSAGES,
  FOREIGN_TOKEN_MESSAGE,
  NewUserJoinPayload,
  SOCKET_EVENTS,
  SendMessagePayload,
  type ReceiveMessagePayload,
  type SendMessageAck,
} from '@bgmi/shared';
import type { SocketData } from '../../plugins/socket';
import { storeMessage, type ChatMessageRow } from '../../repositories/chat-repository';
import { areFriends } from '../../repositories/friend-repository';

// The same room name as plugins/socket.ts (not imported: that module imports this one).
const userRoom = (userId: string) => `user:${userId}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Ack = (answer: SendMessageAck | { status: boolean; message: string }) => void;

/** Sliding-window send counts per user on this API instance (a flood limit, not a quota). */
const recentSends = new Map<string, number[]>();

function overFloodLimit(userId: string, now = Date.now()): boolean {
  const since = now - CHAT_FLOOD_LIMIT.windowMs;
  const times = (recentSends.get(userId) ?? []).filter((time) => time > since);
  const over = times.length >= CHAT_FLOOD_LIMIT.messages;
  if (!over) times.push(now);
  if (times.length) recentSends.set(userId, times);
  else recentSends.delete(userId);
  return over;
}

export function toLivePayload(row: ChatMessageRow): ReceiveMessagePayload {
  return {
    _id: row.id,
    from: row.senderId,
    to: row.receiverId,
    message: row.text,
    timestamp: row.createdAt.toISOString(),
    clientMessageId: row.clientMessageId,
  };
}

/**
 * Live chat (DESIGN section 4). Identity is the handshake token's user (socket.data.user), never
 * the payload: a `from` naming anyone else is refused. A message is allowed only between friends,
 * stored before delivery (once per client message id, so a retry after a reconnect is not stored
 * twice), acknowledged to the sender and emitted to every open tab of the receiver.
 */
export function registerChatHandlers(app: FastifyInstance, socket: Socket): void {
  const { user } = socket.data as SocketData;
  const reply = (ack: unknown, answer: Parameters<Ack>[0]) => {
    if (typeof ack === 'function') (ack as Ack)(answer);
  };

  socket.on(SOCKET_EVENTS.newUserJoin, (raw: unknown, ack?: unknown) => {
    const parsed = NewUserJoinPayload.safeParse(raw);
    const mine =
      parsed.success && parsed.data.bgmiUserId.toLowerCase() === user.bgmiUserId.toLowerCase();
    // The room is the token's user's whatever the payload says; a foreign id is only reported.
    void socket.join(userRoom(user.id));
    reply(ack, { status: mine, message: mine ? 'joined' : FOREIGN_TOKEN_MESSAGE });
  });

  socket.on(SOCKET_EVENTS.sendMessage, async (raw: unknown, ack?: unknown) => {
    const parsed = SendMessagePayload.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || 'message';
      return reply(ack, { status: false, message: `${field} is invalid` });
    }
    const payload = parsed.data;
    if (payload.from !== user.id)
      return reply(ack, { status: false, message: FOREIGN_TOKEN_MESSAGE });
    if (overFloodLimit(user.id)) return reply(ack, { status: false, message: CHAT_MESSAGES.flood });
    try {
      if (
        !UUID.test(payload.to) ||
        payload.to === user.id ||
        !(await areFriends(app.database.db, user.id, payload.to))
      ) {
        return reply(ack, { status: false, message: CHAT_MESSAGES.notFriends });
      }
      const { row, created } = await storeMessage(app.database.db, {
        senderId: user.id,
        receiverId: payload.to,
        text: payload.message,
        clientMessageId: payload.clientMessageId ?? null,
        clientTimestamp: String(payload.timestamp),
      });
      const live = toLivePayload(row);
      // A retry of a stored message is acknowledged again but not delivered twice.
      if (created) app.emitToUser(payload.to, SOCKET_EVENTS.receiveMessage, live);
      reply(ack, { status: true, message: 'sent', data: live });
    } catch (error) {
      app.log.error({ err: error }, 'send_message failed');
      reply(ack, { status: false, message: CHAT_MESSAGES.sendFailed });
    }
  });
}
