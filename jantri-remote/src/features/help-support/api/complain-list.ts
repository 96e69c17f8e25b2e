import { useQuery } from '@tanstack/react-query';
import { callApi, complainListEndpoint } from '@bgmi/shared';

export const complainListKey = ['complain-list'] as const;

export function fetchComplainList(username: string) {
  return callApi(complainListEndpoint, { username });
}

export function useComplainList(username: string | undefined) {
  return useQuery({
    queryKey: complainListKey,
    queryFn: () => fetchComplainList(username ?? ''),
    enabled: Boolean(username),
  });
}
