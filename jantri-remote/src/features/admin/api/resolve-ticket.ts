import { callApi } from '@bgmi/shared';
import { adminResolveTicketEndpoint } from '@bgmi/shared/day-and-money';
import type { z } from 'zod';
import { useAdminAction } from './admin-action';

export function sendResolveTicket(body: z.input<typeof adminResolveTicketEndpoint.body>) {
  return callApi(adminResolveTicketEndpoint, body);
}

/** Resolves (or rejects) a support ticket; an admin action (see useAdminAction). */
export function useResolveTicket() {
  return useAdminAction(sendResolveTicket);
}
