import { useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { complainListEndpoint } from '@bgmi/shared/jantri-contract';

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
