import { useMutation } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { changePasswordEndpoint, type ChangePasswordBody } from '@bgmi/shared/day-and-money';

/** Issue 25: a new password; the server ends every other session of the user. */
export function changePassword(body: ChangePasswordBody) {
  return callApi(changePasswordEndpoint, body, { fallbackMessage: 'Password not changed' });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
