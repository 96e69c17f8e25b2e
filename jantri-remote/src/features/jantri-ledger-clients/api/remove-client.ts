import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, writeAccount } from '@bgmi/shared';
import { removeJantriClientEndpoint } from '@bgmi/shared/jantri-contract';
import { LEDGER_KEY } from '../../../lib/error-text';
import { currentCaller } from '../../../lib/use-caller';

export function removeClient(client_name: string) {
  return callApi(
    removeJantriClientEndpoint,
    { ...currentCaller(), client_name },
    { fallbackMessage: 'Something went wrong' },
  );
}

/** remove-jantri-client; the answer's user_clients are stored in the session (spec). */
export function useRemoveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeClient,
    onSuccess: (answer) => {
      writeAccount(queryClient, { user_clients: answer.data.user_clients });
      return queryClient.invalidateQueries({ queryKey: LEDGER_KEY });
    },
  });
}
