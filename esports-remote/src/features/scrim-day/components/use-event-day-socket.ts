import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  NotificationPayload,
  RoomDetailsPayload,
  SCRIM_DAY_SOCKET_EVENTS,
} from '@bgmi/shared/day-and-money';
import { eventDayKeys } from '../api/query-keys';
import { useLoggedInSocket } from '../../../lib/use-logged-in-socket';

/**
 * Live updates of the event page: a released or changed room (`room_details`) goes straight into
 * that match's query; a notification (promoted, check-in open) refreshes the caller's state.
 */
export function useEventDaySocket(eventId: string): void {
  const socket = useLoggedInSocket();
  const client = useQueryClient();

  useEffect(() => {
    if (!socket) return;
    const onRoom = (raw: unknown) => {
      const parsed = RoomDetailsPayload.safeParse(raw);
      if (!parsed.success || parsed.data.event_id !== eventId) return;
      client.setQueryData(eventDayKeys.room(parsed.data.match_id), parsed.data);
    };
    const onNotification = (raw: unknown) => {
      if (!NotificationPayload.safeParse(raw).success) return;
      void client.invalidateQueries({ queryKey: eventDayKeys.myStates });
      void client.invalidateQueries({ queryKey: eventDayKeys.event(eventId) });
    };
    socket.on(SCRIM_DAY_SOCKET_EVENTS.roomDetails, onRoom);
    socket.on(SCRIM_DAY_SOCKET_EVENTS.notification, onNotification);
    return () => {
      socket.off(SCRIM_DAY_SOCKET_EVENTS.roomDetails, onRoom);
      socket.off(SCRIM_DAY_SOCKET_EVENTS.notification, onNotification);
    };
  }, [socket, client, eventId]);
}
