import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, confirmAgeEndpoint } from '@bgmi/shared';
import { moneyStatusKey } from './money-status';

export function sendConfirmAge(body: { date_of_birth: string; confirm_18: true }) {
  return callApi(confirmAgeEndpoint, body);
}

export function useConfirmAge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendConfirmAge,
    onSuccess: () => client.invalidateQueries({ queryKey: moneyStatusKey }),
  });
}
