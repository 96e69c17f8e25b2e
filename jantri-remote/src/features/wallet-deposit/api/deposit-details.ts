import { useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import {
  PAYMENT_GATEWAY,
  WALLET_MESSAGES,
  depositDetailsEndpoint,
} from '@bgmi/shared/jantri-contract';

export function fetchDepositDetails(bgmiUserId: string) {
  return callApi(
    depositDetailsEndpoint,
    { bgmiUserId, payment_gateway: PAYMENT_GATEWAY },
    { fallbackMessage: WALLET_MESSAGES.depositDataFailed },
  );
}

export function useDepositDetails(bgmiUserId: string | undefined) {
  return useQuery({
    queryKey: ['deposit-details'],
    queryFn: () => fetchDepositDetails(bgmiUserId ?? ''),
    enabled: Boolean(bgmiUserId),
    staleTime: 60_000,
  });
}
