import { useMutation } from '@tanstack/react-query';
import { callApi, sessionStore } from '@bgmi/shared';
import { addDemoCreditsEndpoint } from '@bgmi/shared/src/day-and-money';

export function sendAddDemoCredits(amount: number) {
  return callApi(addDemoCreditsEndpoint, { amount });
}

/** Demo mode: credits through the ledger; the wallet the server answers is the one shown. */
export function useAddDemoCredits() {
  return useMutation({
    mutationFn: sendAddDemoCredits,
    onSuccess: (answer) => sessionStore.getState().setWallet(answer.updated_wallet),
  });
}
