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
import { Mutex } from '../../lib/mutex';

// The same room name as plugins/socket.ts (not imported: that module imports this one).
const userRoom = (userId: string) => `user:${userId}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Ack = (answer: SendMessageAck | { status: boolean; message: string }) => void;

export function toLivePayload(row: ChatMessageRow): ReceiveMessagePayload {
  return {
    _id: row.id,
    from: row.senderId,
    to: row.receiverId,
    message: row.text,
    timestamp: row.createdAt.toISOString(),
    clientMessageId: row.clientMessageId,
    ...(row.seq ? { seq: row.seq } : {}),
  };
}

/**
 * Live chat (DESIGN section 4). Identity is the handshake token's user (socket.data.user), never
 * the payload: a `from` naming anyone else is refused. A message is allowed only between friends,
 * stored before delivery (once per client message id, so a retry after a reconnect is not stored
 * twice) with its conversation sequence, acknowledged to the sender and emitted to every open tab
 * of the receiver.
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

  const handleSend = async (raw: unknown, ack?: unknown) => {
    const parsed = SendMessagePayload.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || 'message';
      return reply(ack, { status: false, message: `${field} is invalid` });
    }
    const payload = parsed.data;
    if (payload.from !== user.id)
      return reply(ack, { status: false, message: FOREIGN_TOKEN_MESSAGE });
    // Counted per user across every instance (Redis when REDIS_URL is set).
    const withinFlood = await app.limits
      .hit(`chat-flood:${user.id}`, app.config.chatFloodLimit, CHAT_FLOOD_LIMIT.windowMs)
      .catch(() => true);
    if (!withinFlood) return reply(ack, { status: false, message: CHAT_MESSAGES.flood });
    try {
      if (
        !UUID.test(payload.to) ||
        payload.to === user.id ||
        !(await areFriends(app.database.db, user.id, payload.to))
      ) {
        return reply(ack, { status: false, message: CHAT_MESSAGES.notFriends });
      }
      const { row } = await storeMessage(app.database, {
        senderId: user.id,
        receiverId: payload.to,
        text: payload.message,
        clientMessageId: payload.clientMessageId ?? null,
        clientTimestamp: String(payload.timestamp),
      });
      const live = toLivePayload(row);
      // A retry of a stored message is delivered again too: the instance that stored it may have
      // died before emitting. The receiver's client drops a message id it already has.
      app.emitToUser(payload.to, SOCKET_EVENTS.receiveMessage, live);
      reply(ack, { status: true, message: 'sent', data: live });
    } catch (error) {
      app.log.error({ err: error }, 'send_message failed');
      reply(ack, { status: false, message: CHAT_MESSAGES.sendFailed });
    }
  };

  // One send at a time per socket: the next waits until the previous is stored and emitted, so
  // a player's quick sends keep their order in the database and on the receiver's screen.
  const queue = new Mutex();
  socket.on(SOCKET_EVENTS.sendMessage, (raw: unknown, ack?: unknown) => {
    void queue.run(() => handleSend(raw, ack));
  });
}
