import { useQuery } from '@tanstack/react-query';
import { adminAuditEndpoint, callApi } from '@bgmi/shared';
import type { z } from 'zod';

export type AdminAuditFilter = z.input<typeof adminAuditEndpoint.body>;
export const adminAuditKey = (filter: AdminAuditFilter) => ['admin', 'audit', filter] as const;

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
