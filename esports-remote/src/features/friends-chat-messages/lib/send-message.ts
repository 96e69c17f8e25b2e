import type { QueryClient } from '@tanstack/react-query';
import { SOCKET_EVENTS, SendMessageAck, notifyError, type ClientSocket } from '@bgmi/shared';
import { appendToConversation, liveToHistory } from './chat-cache';
import { useChatUi, type OutgoingMessage } from '../../../lib/chat-ui-store';
import { currentLanguage } from '@bgmi/shared/i18n';
import { chatT } from '../i18n';

const ACK_TIMEOUT_MS = 5000;
const MAX_TRIES_WHILE_CONNECTED = 3;

/**
 * Emits one queued message and waits for the server's ack. The same clientMessageId is used on
 * every try, so the server stores it once however often it is retried. While disconnected the
 * message stays queued; flushOutbox sends it again on the next connect.
 */
export function emitMessage(
  socket: ClientSocket | null,
  userId: string,
  message: OutgoingMessage,
  queryClient: QueryClient,
  tries = 1,
): void {
  if (!socket?.connected) return;
  const payload = {
    from: userId,
    to: message.to,
    message: message.text,
    timestamp: message.timestamp,
    clientMessageId: message.clientMessageId,
  };
  socket
    .timeout(ACK_TIMEOUT_MS)
    .emit(SOCKET_EVENTS.sendMessage, payload, (error: Error | null, raw: unknown) => {
      const store = useChatUi.getState();
      if (error) {
        if (socket.connected && tries < MAX_TRIES_WHILE_CONNECTED) {
          emitMessage(socket, userId, message, queryClient, tries + 1);
        }
        return;
      }
      const ack = SendMessageAck.safeParse(raw);
      if (ack.success && ack.data.status && ack.data.data) {
        appendToConversation(queryClient, message.to, liveToHistory(ack.data.data, false));
        store.removeOutgoing(message.clientMessageId);
        return;
      }
      const reason = ack.success ? ack.data.message : chatT(currentLanguage(), 'send.failed');
      store.markFailed(message.clientMessageId, reason);
      notifyError(reason);
    });
}

/** Sends again everything still waiting (called on every connect and reconnect). */
export function flushOutbox(socket: ClientSocket, userId: string, queryClient: QueryClient): void {
  for (const message of useChatUi.getState().outbox) {
    if (message.state === 'sending') emitMessage(socket, userId, message, queryClient);
  }
}
