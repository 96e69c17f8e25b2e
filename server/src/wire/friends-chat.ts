import type { ReceiveMessagePayload } from '@bgmi/shared/server';
import type { ChatMessageRow } from '../repositories/friends-chat/chat-repository';

/** A chat message as the history answer carries it. */
export function toChatHistoryMessage(row: ChatMessageRow) {
  return {
    _id: row.id,
    sender: row.senderId,
    receiver: row.receiverId,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    read: row.read,
    clientMessageId: row.clientMessageId,
    ...(row.seq ? { seq: row.seq } : {}),
  };
}

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
