import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSocket } from '@bgmi/shared';
import { NotificationPayload, SCRIM_DAY_SOCKET_EVENTS } from '@bgmi/shared/day-and-money';
import { notificationsKey, type NotificationsPage } from '../api/list-notifications';

/** Each `notification` push goes to the top of the inbox query with the new unread count. */
export function useNotificationSocket(): void {
  const socket = useSocket();
  const client = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const onNotification = (raw: unknown) => {
      const parsed = NotificationPayload.safeParse(raw);
      if (!parsed.success) return;
      const { notification, unread_count } = parsed.data;
      const page = client.getQueryData<NotificationsPage>(notificationsKey);
      if (!page) {
        void client.invalidateQueries({ queryKey: notificationsKey });
        return;
      }
      client.setQueryData<NotificationsPage>(notificationsKey, {
        ...page,
        unread_count,
        data: [notification, ...page.data.filter((item) => item._id !== notification._id)],
      });
    };
    socket.on(SCRIM_DAY_SOCKET_EVENTS.notification, onNotification);
    return () => {
      socket.off(SCRIM_DAY_SOCKET_EVENTS.notification, onNotification);
    };
  }, [socket, client]);
}
