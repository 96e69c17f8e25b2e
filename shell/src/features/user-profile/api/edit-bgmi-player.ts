import { useMutation } from '@tanstack/react-query';
import {
  ApiError,
  callApi,
  editBgmiPlayerEndpoint,
  PROFILE_MESSAGES,
  type EditBgmiPlayerBody,
} from '@bgmi/shared';

export function editPlayer(body: EditBgmiPlayerBody) {
  return callApi(editBgmiPlayerEndpoint, body, { fallbackMessage: PROFILE_MESSAGES.updateFailed });
}

export function useEditPlayer() {
  return useMutation({ mutationFn: editPlayer });
}

/** Spec: the server message or 'Failed to update user'; a call that throws 'Error updating user info'. */
export function editErrorMessage(
  error: unknown,
  say: (code: string, english: string) => string = (_code, english) => english,
): string {
  if (error instanceof ApiError && error.httpStatus > 0)
    return error.message || say('profile.updateFailed', PROFILE_MESSAGES.updateFailed);
  return say('profile.updateError', PROFILE_MESSAGES.updateError);
}
