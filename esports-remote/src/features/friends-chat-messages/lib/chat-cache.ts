import type { QueryClient } from '@tanstack/react-query';
import {
  orderChatMessages,
  type ChatHistoryMessage,
  type ReceiveMessagePayload,
} from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';

export function liveToHistory(message: ReceiveMessagePayload, read = false): ChatHistoryMessage {
  return {
    _id: message._id,
    sender: message.from,
    receiver: message.to,
    text: message.message,
    createdAt: message.timestamp,
    read,
    clientMessageId: message.clientMessageId ?? null,
    ...(message.seq ? { seq: message.seq } : {}),
  };
}

/**
 * Adds a live message to a loaded conversation, once (a message is keyed by its server id: a
 * resend is delivered again and dropped here) and in conversation order (by `seq`: messages stored
 * by different API instances can arrive out of order).
 */
export function appendToConversation(
  queryClient: QueryClient,
  friendId: string,
  message: ChatHistoryMessage,
) {
  queryClient.setQueryData<ChatHistoryMessage[]>(teamKeys.chat(friendId), (current) => {
    if (!current || current.some((entry) => entry._id === message._id)) return current;
    return orderChatMessages([...current, message]);
  });
}

/** A client message id, unique enough to make a retried send recognisable to the server. */
export function newClientMessageId(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
