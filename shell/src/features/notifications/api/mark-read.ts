import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { notificationsMarkReadEndpoint } from '@bgmi/shared/day-and-money';
import { notificationsKey, type NotificationsPage } from './list-notifications';

/** notifications/mark-read: the given items (or all) read; answers the unread count left. */
export function markRead(ids: string[]) {
  return callApi(notificationsMarkReadEndpoint, { ids });
}

/** Marks read and writes the result into the inbox query (no refetch needed). */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (answer, ids) =>
      client.setQueryData<NotificationsPage>(notificationsKey, (page) =>
        page
          ? {
              ...page,
              unread_count: answer.unread_count,
              data: page.data.map((item) =>
                ids.includes(item._id) ? { ...item, read: true } : item,
              ),
            }
          : page,
      ),
  });
}
