import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { editJantriClientEndpoint, type ClientBody } from '@bgmi/shared/jantri-contract';
import { LEDGER_KEY } from '../../../lib/error-text';
import { currentCaller } from '../../../lib/use-caller';

export function editClient(body: ClientBody) {
  return callApi(
    editJantriClientEndpoint,
    { ...currentCaller(), ...body },
    { fallbackMessage: 'Something went wrong' },
  );
}

export function useEditClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEDGER_KEY }),
  });
}
