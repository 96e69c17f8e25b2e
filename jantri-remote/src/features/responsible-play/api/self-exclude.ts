import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, selfExcludeEndpoint, type ExclusionPeriod } from '@bgmi/shared';

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
