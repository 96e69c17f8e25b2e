import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { adminGrantOrganiserEndpoint } from '@bgmi/shared/day-and-money';
import type { z } from 'zod';

export function sendGrantOrganiser(body: z.input<typeof adminGrantOrganiserEndpoint.body>) {
  return callApi(adminGrantOrganiserEndpoint, body);
}

/** An admin action: every admin list (and the audit log) is read again afterwards. */
export function useGrantOrganiser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendGrantOrganiser,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
