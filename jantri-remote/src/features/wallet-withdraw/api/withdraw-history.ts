import { useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { withdrawHistoryEndpoint } from '@bgmi/shared/jantri-contract';

export const withdrawHistoryKey = ['withdraw-history'] as const;

export function fetchWithdrawHistory(username: string) {
  return callApi(withdrawHistoryEndpoint, { username });
}

export function useWithdrawHistory(username: string | undefined) {
  return useQuery({
    queryKey: withdrawHistoryKey,
    queryFn: () => fetchWithdrawHistory(username ?? ''),
    enabled: Boolean(username),
  });
}
