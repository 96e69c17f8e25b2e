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
export function matchErrorMessage(
  error: unknown,
  say: (code: string, english: string) => string = (_code, english) => english,
): string {
  if (error instanceof ApiError && error.httpStatus > 0)
    return error.message || say('profile.statusFailed', PROFILE_MESSAGES.statusFailed);
  return say('profile.statusError', PROFILE_MESSAGES.statusError);
}
