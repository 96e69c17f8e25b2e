import { callApi } from '@bgmi/shared';
import { adminDecideWithdrawalEndpoint } from '@bgmi/shared/day-and-money';
import type { z } from 'zod';
import { useAdminAction } from './admin-action';

export function sendDecideWithdrawal(body: z.input<typeof adminDecideWithdrawalEndpoint.body>) {
  return callApi(adminDecideWithdrawalEndpoint, body);
}

/** Approves or refuses a withdrawal request; an admin action (see useAdminAction). */
export function useDecideWithdrawal() {
  return useAdminAction(sendDecideWithdrawal);
}
