import { useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { adminAuditEndpoint } from '@bgmi/shared/day-and-money';
import type { z } from 'zod';
import { ADMIN_KEY } from './admin-action';

export type AdminAuditFilter = z.input<typeof adminAuditEndpoint.body>;
export const adminAuditKey = (filter: AdminAuditFilter) => [ADMIN_KEY, 'audit', filter] as const;

export function fetchAdminAudit(filter: AdminAuditFilter) {
  return callApi(adminAuditEndpoint, filter);
}

export function useAdminAudit(filter: AdminAuditFilter) {
  return useQuery({
    queryKey: adminAuditKey(filter),
    queryFn: () => fetchAdminAudit(filter),
    staleTime: 0,
  });
}
