import { useMutation } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { requestResetEmailEndpoint } from '@bgmi/shared/day-and-money';

/** Issue 25: a reset link to the account's e-mail address, where the site has a mail server. */
export function requestResetEmail(bgmiUserId: string) {
  return callApi(
    requestResetEmailEndpoint,
    { bgmiUserId },
    { fallbackMessage: 'The e-mail could not be sent' },
  );
}

export function useRequestResetEmail() {
  return useMutation({ mutationFn: requestResetEmail });
}
