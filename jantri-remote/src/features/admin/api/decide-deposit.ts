import { callApi } from '@bgmi/shared';
import { adminDecideDepositEndpoint } from '@bgmi/shared/day-and-money';
import type { z } from 'zod';
import { useAdminAction } from './admin-action';

export function sendDecideDeposit(body: z.input<typeof adminDecideDepositEndpoint.body>) {
  return callApi(adminDecideDepositEndpoint, body);
}

/** Approves or refuses a deposit request; an admin action (see useAdminAction). */
export function useDecideDeposit() {
  return useAdminAction(sendDecideDeposit);
}
