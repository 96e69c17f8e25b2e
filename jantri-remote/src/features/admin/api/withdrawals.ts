import { useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { adminWithdrawalsEndpoint } from '@bgmi/shared/day-and-money';
import type { z } from 'zod';
import { ADMIN_KEY } from './admin-action';

export type AdminWithdrawalsFilter = z.input<typeof adminWithdrawalsEndpoint.body>;
export const adminWithdrawalsKey = (filter: AdminWithdrawalsFilter) =>
  [ADMIN_KEY, 'withdrawals', filter] as const;

export function fetchAdminWithdrawals(filter: AdminWithdrawalsFilter) {
  return callApi(adminWithdrawalsEndpoint, filter);
}

export function useAdminWithdrawals(filter: AdminWithdrawalsFilter) {
  return useQuery({
    queryKey: adminWithdrawalsKey(filter),
    queryFn: () => fetchAdminWithdrawals(filter),
    staleTime: 0,
  });
}
