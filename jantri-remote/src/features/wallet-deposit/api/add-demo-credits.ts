import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, writeAccount } from '@bgmi/shared';
import { addDemoCreditsEndpoint } from '@bgmi/shared/day-and-money';

export function sendAddDemoCredits(amount: number) {
  return callApi(addDemoCreditsEndpoint, { amount });
}

/** Demo mode: credits through the ledger; the wallet the server answers is the one shown. */
export function useAddDemoCredits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendAddDemoCredits,
    onSuccess: (answer) => writeAccount(client, { wallet: answer.updated_wallet }),
  });
}
