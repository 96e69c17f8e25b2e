import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { connectSocket, useSession, useSocket } from '@bgmi/shared';
import {
  BOOK_ACCESS_MESSAGES,
  STAFF_SOCKET_EVENTS,
  type BookAccessRemovedPayload,
} from '@bgmi/shared/jantri-contract';

/**
 * A staff page working in a book joins the book's room; when the operator removes the access,
 * the message arrives here and the page stops (answers: the message, or null while allowed).
 * A call refused with "no access" (say the socket was away) stops it the same way (`refuse`).
 */
export function useBookWatch(book: string): { removed: string | null; refuse: () => void } {
  const socket = useSocket();
  const token = useSession((state) => state.userinfo?.auth_token);
  const queryClient = useQueryClient();
  const [removed, setRemoved] = useState<string | null>(null);

  useEffect(() => {
    if (!socket && token) void connectSocket();
  }, [socket, token]);

  useEffect(() => {
    if (!socket) return undefined;
    const watch = () => socket.emit(STAFF_SOCKET_EVENTS.watchBook, { book_id: book });
    const onRemoved = (payload: BookAccessRemovedPayload) => {
      if (payload.book_id !== book) return;
      setRemoved(payload.message);
      void queryClient.invalidateQueries({ queryKey: ['jantri-staff', 'books'] });
    };
    watch();
    socket.on('connect', watch);
    socket.on(STAFF_SOCKET_EVENTS.accessRemoved, onRemoved);
    return () => {
      socket.off('connect', watch);
      socket.off(STAFF_SOCKET_EVENTS.accessRemoved, onRemoved);
    };
  }, [socket, book, queryClient]);

  const refuse = useCallback(() => setRemoved(BOOK_ACCESS_MESSAGES.accessRemoved), []);
  return { removed, refuse };
}
