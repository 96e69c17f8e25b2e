import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ReceiveMessagePayload,
  SOCKET_EVENTS,
  useSession,
  type ClientSocket,
  type FriendsData,
} from '@bgmi/shared';
import { friendsQuery } from '../../../lib/friends-data';
import { teamKeys } from '../../../lib/team-matching-keys';
import { appendToConversation, liveToHistory } from './chat-cache';
import { useChatUi } from '../../../lib/chat-ui-store';
import { flushOutbox } from './send-message';
import { useLoggedInSocket } from '../../../lib/use-logged-in-socket';

/** Whether the socket is connected right now (re-renders on connect / disconnect). */
export function useSocketConnected(socket: ClientSocket | null): boolean {
  const [connected, setConnected] = useState(Boolean(socket?.connected));
  useEffect(() => {
    if (!socket) return setConnected(false);
    setConnected(socket.connected);
    const up = () => setConnected(true);
    const down = () => setConnected(false);
    socket.on('connect', up);
    socket.on('disconnect', down);
    return () => {
      socket.off('connect', up);
      socket.off('disconnect', down);
    };
  }, [socket]);
  return connected;
}

/**
 * The page's live chat wiring: announces the user with `newUserJoin` on load and on every
 * reconnect, sends queued messages again after a reconnect, reloads the open chat and the friend
 * list from the database after a reconnect (so nothing sent meanwhile is lost), and routes each
 * `receive_message` to the open chat or to an unread count plus a clickable notification.
 */
export function useChatConnection(): ClientSocket | null {
  const socket = useLoggedInSocket();
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.userinfo?.userId);
  const bgmiUserId = useSession((state) => state.userinfo?.bgmiUserId);

  useEffect(() => {
    if (!socket || !userId || !bgmiUserId) return;
    const join = () => socket.emit(SOCKET_EVENTS.newUserJoin, { bgmiUserId });
    let connectedBefore = socket.connected;
    const onConnect = () => {
      join();
      flushOutbox(socket, userId, queryClient);
      if (connectedBefore) {
        void queryClient.invalidateQueries({ queryKey: teamKeys.friends });
        const open = useChatUi.getState().openChatId;
        if (open) void queryClient.invalidateQueries({ queryKey: teamKeys.chat(open) });
      }
      connectedBefore = true;
    };
    const onReceive = (raw: unknown) => {
      const parsed = ReceiveMessagePayload.safeParse(raw);
      if (!parsed.success || parsed.data.to !== userId) return;
      const message = parsed.data;
      appendToConversation(queryClient, message.from, liveToHistory(message));
      const store = useChatUi.getState();
      if (store.openChatId === message.from) {
        // Reloading the open chat marks the message read on the server.
        void queryClient.invalidateQueries({ queryKey: teamKeys.chat(message.from) });
        return;
      }
      store.bumpUnread(message.from);
      const known = queryClient.getQueryData<FriendsData>(teamKeys.friends);
      const name = known?.friends.find((friend) => friend._id === message.from)?.name;
      const notify = (who: string) =>
        useChatUi.getState().showNotice({ from: message.from, name: who, text: message.message });
      if (name) return notify(name);
      queryClient
        .fetchQuery({ ...friendsQuery(bgmiUserId), staleTime: 0 })
        .then((data) =>
          notify(data.friends.find((friend) => friend._id === message.from)?.name ?? 'a friend'),
        )
        .catch(() => notify('a friend'));
    };
    if (socket.connected) {
      join();
      flushOutbox(socket, userId, queryClient);
    }
    socket.on('connect', onConnect);
    socket.on(SOCKET_EVENTS.receiveMessage, onReceive);
    return () => {
      socket.off('connect', onConnect);
      socket.off(SOCKET_EVENTS.receiveMessage, onReceive);
    };
  }, [socket, userId, bgmiUserId, queryClient]);

  return socket;
}
