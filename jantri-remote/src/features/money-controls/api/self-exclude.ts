import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { selfExcludeEndpoint, type ExclusionPeriod } from '@bgmi/shared/day-and-money';

export function sendSelfExclude(period: ExclusionPeriod) {
  return callApi(selfExcludeEndpoint, { period });
}

export function useSelfExclude() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendSelfExclude,
    onSuccess: (answer) => client.setQueryData(['money-status'], answer),
  });
}
