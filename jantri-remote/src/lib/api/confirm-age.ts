import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { confirmAgeEndpoint } from '@bgmi/shared/day-and-money';
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
