import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { adminResolveTicketEndpoint } from '@bgmi/shared/day-and-money';
import type { z } from 'zod';

export function sendResolveTicket(body: z.input<typeof adminResolveTicketEndpoint.body>) {
  return callApi(adminResolveTicketEndpoint, body);
}

/** An admin action: every admin list (and the audit log) is read again afterwards. */
export function useResolveTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendResolveTicket,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
