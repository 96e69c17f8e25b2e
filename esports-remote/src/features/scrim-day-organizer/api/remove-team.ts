import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { organizerRemoveTeamEndpoint } from '@bgmi/shared/day-and-money';
import { organizerKeys } from './query-keys';

/** organizer/remove-team: frees the slot (promoting the waitlist); `ban` also refuses the team later. */
export function removeTeam(body: { event_id: string; team_id: string; ban: boolean }) {
  return callApi(organizerRemoveTeamEndpoint, body);
}

export function useRemoveTeam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeTeam,
    onSuccess: (_answer, body) => {
      void client.invalidateQueries({ queryKey: organizerKeys.teams(body.event_id) });
      void client.invalidateQueries({ queryKey: organizerKeys.events });
    },
  });
}
