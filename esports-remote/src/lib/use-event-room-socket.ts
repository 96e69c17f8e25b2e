import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  SOCKET_OPTIONS,
  getRuntimeConfig,
  useSocket,
  type ClientSocket,
  type ServerEventName,
} from '@bgmi/shared';
import { SCRIM_DAY_SOCKET_EVENTS, SCRIM_DAY_SOCKET_NAMESPACE } from '@bgmi/shared/day-and-money';

/** What a page does with one push: parse it and write it into the query cache. */
export type EventRoomPush = (raw: unknown, client: QueryClient, eventId: string) => void;

/**
 * Joins an event's room and hands each `event` push to `onPush` (a module-level function, so
 * the socket is not re-wired on every render). A logged-in page uses the shell's socket; a
 * visitor gets a socket of their own on the `/events` namespace (no token: it can only watch),
 * closed when the page closes.
 */
export function useEventRoomSocket(
  eventId: string,
  event: ServerEventName,
  onPush: EventRoomPush,
): void {
  const shared = useSocket();
  const client = useQueryClient();

  useEffect(() => {
    // No event yet (a page still loading which event it shows): no room to join.
    if (!eventId) return undefined;
    let socket: ClientSocket | null = shared;
    let own: ClientSocket | null = null;
    let closed = false;
    const join = () => socket?.emit(SCRIM_DAY_SOCKET_EVENTS.joinEvent, { event_id: eventId });
    const onEvent = (raw: unknown) => onPush(raw, client, eventId);
    const wire = (target: ClientSocket) => {
      socket = target;
      target.on('connect', join);
      target.on(event, onEvent);
      if (target.connected) join();
    };
    if (shared) wire(shared);
    else
      void import('socket.io-client').then(({ io }) => {
        if (closed) return;
        own = io(`${getRuntimeConfig().apiUrl}${SCRIM_DAY_SOCKET_NAMESPACE}`, SOCKET_OPTIONS);
        wire(own);
      });
    return () => {
      closed = true;
      socket?.emit(SCRIM_DAY_SOCKET_EVENTS.leaveEvent, { event_id: eventId });
      socket?.off('connect', join);
      socket?.off(event, onEvent);
      own?.disconnect();
    };
  }, [shared, client, eventId, event, onPush]);
}
