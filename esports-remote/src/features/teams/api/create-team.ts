import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TEAM_MESSAGES,
  callApi,
  createTeamEndpoint,
  notifyError,
  notifySuccess,
} from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';

export function createTeam(body: { team_name: string; bgmiUserId: string }) {
  return callApi(createTeamEndpoint, body, { fallbackMessage: TEAM_MESSAGES.createFailed });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => {
      notifySuccess(TEAM_MESSAGES.created);
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
    onError: (error) => notifyError(error.message || TEAM_MESSAGES.createFailed),
  });
}
