import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, withdrawEndpoint, type WithdrawBody } from '@bgmi/shared';
import { withdrawHistoryKey } from './withdraw-history';

export function sendWithdraw(body: WithdrawBody) {
  return callApi(withdrawEndpoint, body);
}

export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendWithdraw,
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawHistoryKey }),
  });
}
