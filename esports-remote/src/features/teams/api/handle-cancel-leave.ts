import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, handleCancelLeaveEndpoint, notifyError, notifySuccess } from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';
import { teamsMessage } from '../i18n';

export interface CancelLeaveInput {
  team_name: string;
  bgmiUserId: string;
  action: 'cancel' | 'leave' | 'delete';
}

export function handleCancelLeave(body: CancelLeaveInput) {
  return callApi(handleCancelLeaveEndpoint, body, {
    fallbackMessage: teamsMessage('msg.deleteLeaveFailed'),
  });
}

/** Cancel a pending request, leave a team, or (leader) delete it. */
export function useHandleCancelLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handleCancelLeave,
    onSuccess: () => {
      notifySuccess(teamsMessage('msg.deletedOrLeft'));
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
    onError: (error) => notifyError(error.message || teamsMessage('msg.deleteLeaveFailed')),
  });
}
