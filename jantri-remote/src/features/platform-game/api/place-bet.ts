import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, writeAccount, writeRound } from '@bgmi/shared';
import { placeBetEndpoint, type PlaceBetBody } from '@bgmi/shared/jantri-contract';

export function placeBet(body: PlaceBetBody) {
  return callApi(placeBetEndpoint, body);
}

/** bet-place-jantri: the answer's wallet and the round's numbers replace what the page shows. */
export function usePlaceBet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: placeBet,
    onSuccess: (answer) => {
      writeAccount(client, { wallet: answer.updated_wallet });
      writeRound(client, { bet_numbers: answer.bet_numbers });
    },
  });
}
