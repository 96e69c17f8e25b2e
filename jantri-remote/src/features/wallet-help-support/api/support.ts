import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { supportEndpoint, type SupportBody } from '@bgmi/shared/jantri-contract';
import { complainListKey } from './complain-list';

export function sendSupport(body: SupportBody) {
  return callApi(supportEndpoint, body);
}

export function useSupport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendSupport,
    onSuccess: () => client.invalidateQueries({ queryKey: complainListKey }),
  });
}
