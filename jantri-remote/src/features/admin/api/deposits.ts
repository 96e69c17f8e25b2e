import { useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { adminDepositsEndpoint } from '@bgmi/shared/day-and-money';
import type { z } from 'zod';
import { ADMIN_KEY } from './admin-action';

export type AdminDepositsFilter = z.input<typeof adminDepositsEndpoint.body>;
export const adminDepositsKey = (filter: AdminDepositsFilter) =>
  [ADMIN_KEY, 'deposits', filter] as const;

export function fetchAdminDeposits(filter: AdminDepositsFilter) {
  return callApi(adminDepositsEndpoint, filter);
}

export function useAdminDeposits(filter: AdminDepositsFilter) {
  return useQuery({
    queryKey: adminDepositsKey(filter),
    queryFn: () => fetchAdminDeposits(filter),
    staleTime: 0,
  });
}
