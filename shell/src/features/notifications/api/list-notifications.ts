import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type EndpointResponse } from '@bgmi/shared';
import { notificationsListEndpoint } from '@bgmi/shared/day-and-money';

export type NotificationsPage = EndpointResponse<typeof notificationsListEndpoint>;
export const notificationsKey = ['notifications'] as const;

/** notifications/list: the newest page of the inbox and the unread count. */
export function fetchNotifications(): Promise<NotificationsPage> {
  return callApi(notificationsListEndpoint, {});
}

export const notificationsQuery = () =>
  queryOptions({ queryKey: notificationsKey, queryFn: fetchNotifications, staleTime: 60_000 });

export function useNotifications() {
  return useQuery(notificationsQuery());
}
