import { callApi } from '@bgmi/shared';
import { adminGrantOrganiserEndpoint } from '@bgmi/shared/day-and-money';
import type { z } from 'zod';
import { useAdminAction } from './admin-action';

export function sendGrantOrganiser(body: z.input<typeof adminGrantOrganiserEndpoint.body>) {
  return callApi(adminGrantOrganiserEndpoint, body);
}

/** Makes a user an organiser; an admin action (see useAdminAction). */
export function useGrantOrganiser() {
  return useAdminAction(sendGrantOrganiser);
}
