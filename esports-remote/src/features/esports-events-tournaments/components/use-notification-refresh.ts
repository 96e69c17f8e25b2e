import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSocket } from '@bgmi/shared';
import { NotificationPayload, SCRIM_DAY_SOCKET_EVENTS } from '@bgmi/shared/day-and-money';

/** A scrim-day notification (promoted, check-in open) refreshes the cards' counts and states. */
export function useNotificationRefresh(): void {
  const socket = useSocket();
  const client = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const onNotification = (raw: unknown) => {
      if (NotificationPayload.safeParse(raw).success)
        void client.invalidateQueries({ queryKey: ['esports-events'] });
    };
    socket.on(SCRIM_DAY_SOCKET_EVENTS.notification, onNotification);
    return () => {
      socket.off(SCRIM_DAY_SOCKET_EVENTS.notification, onNotification);
    };
  }, [socket, client]);
}
