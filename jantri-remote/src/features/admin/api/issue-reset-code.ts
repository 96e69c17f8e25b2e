import { callApi } from '@bgmi/shared';
import { adminIssueResetCodeEndpoint } from '@bgmi/shared/day-and-money';
import { useAdminAction } from './admin-action';

/** Issue 25: a one-time password reset code for a player the admin has checked. */
export function sendIssueResetCode(bgmiUserId: string) {
  return callApi(adminIssueResetCodeEndpoint, { bgmiUserId });
}

/** Issues a player's reset code; an admin action (see useAdminAction). */
export function useIssueResetCode() {
  return useAdminAction(sendIssueResetCode);
}
