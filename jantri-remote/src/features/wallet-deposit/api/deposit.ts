import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { WALLET_MESSAGES, depositEndpoint, type DepositBody } from '@bgmi/shared/jantri-contract';
import { depositHistoryKey } from './deposit-history';

export function sendDeposit(body: DepositBody) {
  return callApi(depositEndpoint, body, { fallbackMessage: WALLET_MESSAGES.depositFailed });
}

export function useDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendDeposit,
    onSuccess: () => client.invalidateQueries({ queryKey: depositHistoryKey }),
  });
}
