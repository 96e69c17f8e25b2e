import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, handleJoinRequestEndpoint, notifyError, notifySuccess } from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';
import { teamsMessage } from '../i18n';

export interface HandleJoinInput {
  bgmiUserId: string;
  team_name: string;
  reqBgmiUserId: string;
  action: 'accept' | 'reject';
}

export function handleJoinRequest(body: HandleJoinInput) {
  return callApi(handleJoinRequestEndpoint, body, {
    fallbackMessage: teamsMessage('msg.handleFailed'),
  });
}

/** The leader accepts or rejects a join request. */
export function useHandleJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handleJoinRequest,
    onSuccess: () => {
      notifySuccess(teamsMessage('msg.handled'));
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
    onError: (error) => notifyError(error.message || teamsMessage('msg.handleFailed')),
  });
}
