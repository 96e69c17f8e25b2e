import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { adminDecideDepositEndpoint } from '@bgmi/shared/day-and-money';
import type { z } from 'zod';

export function sendDecideDeposit(body: z.input<typeof adminDecideDepositEndpoint.body>) {
  return callApi(adminDecideDepositEndpoint, body);
}

/** An admin action: every admin list (and the audit log) is read again afterwards. */
export function useDecideDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendDecideDeposit,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
