import type { QueryClient } from '@tanstack/react-query';
import type { ChatHistoryMessage, ReceiveMessagePayload } from '@bgmi/shared';
import { teamKeys } from '../api/query-keys';

export function liveToHistory(message: ReceiveMessagePayload, read = false): ChatHistoryMessage {
  return {
    _id: message._id,
    sender: message.from,
    receiver: message.to,
    text: message.message,
    createdAt: message.timestamp,
    read,
    clientMessageId: message.clientMessageId ?? null,
  };
}

/** Appends a live message to a loaded conversation (once: a message is keyed by its server id). */
export function appendToConversation(
  queryClient: QueryClient,
  friendId: string,
  message: ChatHistoryMessage,
) {
  queryClient.setQueryData<ChatHistoryMessage[]>(teamKeys.chat(friendId), (current) => {
    if (!current || current.some((entry) => entry._id === message._id)) return current;
    return [...current, message];
  });
}

/** A client message id, unique enough to make a retried send recognisable to the server. */
export function newClientMessageId(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
