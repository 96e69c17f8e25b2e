import { useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { adminTicketsEndpoint } from '@bgmi/shared/day-and-money';
import type { z } from 'zod';
import { ADMIN_KEY } from './admin-action';

export type AdminTicketsFilter = z.input<typeof adminTicketsEndpoint.body>;
export const adminTicketsKey = (filter: AdminTicketsFilter) =>
  [ADMIN_KEY, 'tickets', filter] as const;

export function fetchAdminTickets(filter: AdminTicketsFilter) {
  return callApi(adminTicketsEndpoint, filter);
}

export function useAdminTickets(filter: AdminTicketsFilter) {
  return useQuery({
    queryKey: adminTicketsKey(filter),
    queryFn: () => fetchAdminTickets(filter),
    staleTime: 0,
  });
}
