import { useMutation } from '@tanstack/react-query';
import { ApiError, callApi, changeMatchStatusEndpoint, PROFILE_MESSAGES } from '@bgmi/shared';

export function changeMatchStatus(body: { bgmiUserId: string; match_making: boolean }) {
  return callApi(changeMatchStatusEndpoint, body, {
    fallbackMessage: PROFILE_MESSAGES.statusFailed,
  });
}

export function useChangeMatchStatus() {
  return useMutation({ mutationFn: changeMatchStatus });
}

/** Spec: the server message or 'Failed to update status'; a throw 'Error updating match making status'. */
export function matchErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.httpStatus > 0)
    return error.message || PROFILE_MESSAGES.statusFailed;
  return PROFILE_MESSAGES.statusError;
}
