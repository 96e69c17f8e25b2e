import { useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { adminUsersEndpoint } from '@bgmi/shared/day-and-money';
import type { z } from 'zod';
import { ADMIN_KEY } from './admin-action';

export type AdminUsersFilter = z.input<typeof adminUsersEndpoint.body>;
export const adminUsersKey = (filter: AdminUsersFilter) => [ADMIN_KEY, 'users', filter] as const;

export function fetchAdminUsers(filter: AdminUsersFilter) {
  return callApi(adminUsersEndpoint, filter);
}

export function useAdminUsers(filter: AdminUsersFilter) {
  return useQuery({
    queryKey: adminUsersKey(filter),
    queryFn: () => fetchAdminUsers(filter),
    staleTime: 0,
  });
}
