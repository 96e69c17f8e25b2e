import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TEAM_MESSAGES,
  callApi,
  handleJoinRequestEndpoint,
  notifyError,
  notifySuccess,
} from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';

export interface HandleJoinInput {
  bgmiUserId: string;
  team_name: string;
  reqBgmiUserId: string;
  action: 'accept' | 'reject';
}

export function handleJoinRequest(body: HandleJoinInput) {
  return callApi(handleJoinRequestEndpoint, body, { fallbackMessage: TEAM_MESSAGES.handleFailed });
}

/** The leader accepts or rejects a join request. */
export function useHandleJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handleJoinRequest,
    onSuccess: () => {
      notifySuccess(TEAM_MESSAGES.handled);
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
    onError: (error) => notifyError(error.message || TEAM_MESSAGES.handleFailed),
  });
}
