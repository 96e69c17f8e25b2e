import { useMutation } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { resetPasswordEndpoint, type ResetPasswordBody } from '@bgmi/shared/day-and-money';

/** Issue 25: a new password with a one-time code (from an admin, or an e-mailed link). */
export function resetPassword(body: ResetPasswordBody) {
  return callApi(resetPasswordEndpoint, body, { fallbackMessage: 'Password not reset' });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
