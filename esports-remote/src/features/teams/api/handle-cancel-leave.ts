import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TEAM_MESSAGES,
  callApi,
  handleCancelLeaveEndpoint,
  notifyError,
  notifySuccess,
} from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';

export interface CancelLeaveInput {
  team_name: string;
  bgmiUserId: string;
  action: 'cancel' | 'leave' | 'delete';
}

export function handleCancelLeave(body: CancelLeaveInput) {
  return callApi(handleCancelLeaveEndpoint, body, {
    fallbackMessage: TEAM_MESSAGES.deleteLeaveFailed,
  });
}

/** Cancel a pending request, leave a team, or (leader) delete it. */
export function useHandleCancelLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handleCancelLeave,
    onSuccess: () => {
      notifySuccess(TEAM_MESSAGES.deletedOrLeft);
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
    onError: (error) => notifyError(error.message || TEAM_MESSAGES.deleteLeaveFailed),
  });
}
