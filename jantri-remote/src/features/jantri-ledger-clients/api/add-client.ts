import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, writeAccount } from '@bgmi/shared';
import { addJantriClientEndpoint, type ClientBody } from '@bgmi/shared/jantri-contract';
import { LEDGER_KEY } from '../../../lib/error-text';
import { currentCaller } from '../../../lib/use-caller';

export function addClient(body: ClientBody) {
  return callApi(
    addJantriClientEndpoint,
    { ...currentCaller(), ...body },
    { fallbackMessage: 'Something went wrong' },
  );
}

/** add-jantri-client; the answer's user_clients replace the session list. */
export function useAddClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addClient,
    onSuccess: (answer) => {
      writeAccount(queryClient, { user_clients: answer.data.user_clients });
      return queryClient.invalidateQueries({ queryKey: LEDGER_KEY });
    },
  });
}
