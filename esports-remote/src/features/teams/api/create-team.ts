import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, createTeamEndpoint, notifyError, notifySuccess } from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';
import { teamsMessage } from '../i18n';

export function createTeam(body: { team_name: string; bgmiUserId: string }) {
  return callApi(createTeamEndpoint, body, { fallbackMessage: teamsMessage('msg.createFailed') });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => {
      notifySuccess(teamsMessage('msg.created'));
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
    onError: (error) => notifyError(error.message || teamsMessage('msg.createFailed')),
  });
}
