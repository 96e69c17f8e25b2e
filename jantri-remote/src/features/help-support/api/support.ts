import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, supportEndpoint, type SupportBody } from '@bgmi/shared';
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
