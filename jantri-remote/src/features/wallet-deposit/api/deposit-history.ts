import { useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { depositHistoryEndpoint } from '@bgmi/shared/jantri-contract';

export const depositHistoryKey = ['deposit-history'] as const;

export function fetchDepositHistory(username: string) {
  return callApi(depositHistoryEndpoint, { username });
}

export function useDepositHistory(username: string | undefined) {
  return useQuery({
    queryKey: depositHistoryKey,
    queryFn: () => fetchDepositHistory(username ?? ''),
    enabled: Boolean(username),
  });
}
