import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { adminDecideWithdrawalEndpoint } from '@bgmi/shared/day-and-money';
import type { z } from 'zod';

export function sendDecideWithdrawal(body: z.input<typeof adminDecideWithdrawalEndpoint.body>) {
  return callApi(adminDecideWithdrawalEndpoint, body);
}

/** An admin action: every admin list (and the audit log) is read again afterwards. */
export function useDecideWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendDecideWithdrawal,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
