import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, writeAccount } from '@bgmi/shared';
import { withdrawEndpoint, type WithdrawBody } from '@bgmi/shared/jantri-contract';
import { withdrawHistoryKey } from './withdraw-history';

export function sendWithdraw(body: WithdrawBody) {
  return callApi(withdrawEndpoint, body);
}

export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendWithdraw,
    // The answer's balance is the wallet from now on (the account query, as every writer).
    onSuccess: (answer) => {
      writeAccount(client, { wallet: answer.updated_wallet });
      return client.invalidateQueries({ queryKey: withdrawHistoryKey });
    },
  });
}
