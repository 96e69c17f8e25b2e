import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { adminIssueResetCodeEndpoint } from '@bgmi/shared/day-and-money';

/** Issue 25: a one-time password reset code for a player the admin has checked. */
export function sendIssueResetCode(bgmiUserId: string) {
  return callApi(adminIssueResetCodeEndpoint, { bgmiUserId });
}

/** An admin action: the audit log is read again afterwards. */
export function useIssueResetCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendIssueResetCode,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
