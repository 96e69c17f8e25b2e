import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addPlayerToTeamEndpoint, callApi, notifyError, notifySuccess } from '@bgmi/shared';
import type { z } from 'zod';
import type { AddPlayerToTeamBody } from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';
import { teamsMessage } from '../i18n';

export function addPlayerToTeam(body: z.input<typeof AddPlayerToTeamBody>) {
  return callApi(addPlayerToTeamEndpoint, body, {
    fallbackMessage: teamsMessage('msg.joinFailed'),
  });
}

/** Sends a join request (the spec's add-player-to-team call). */
export function useAddPlayerToTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPlayerToTeam,
    onSuccess: () => {
      notifySuccess(teamsMessage('msg.joinSent'));
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
    onError: (error) => notifyError(error.message || teamsMessage('msg.joinFailed')),
  });
}
