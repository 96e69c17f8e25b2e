import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { setLimitsEndpoint } from '@bgmi/shared/day-and-money';
import type { z } from 'zod';

type LimitsBody = z.input<typeof setLimitsEndpoint.body>;

export function sendLimits(body: LimitsBody) {
  return callApi(setLimitsEndpoint, body);
}

/** Saves limits; the answer is the new money status, written into its query. */
export function useSetLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendLimits,
    onSuccess: (answer) => client.setQueryData(['money-status'], answer),
  });
}
