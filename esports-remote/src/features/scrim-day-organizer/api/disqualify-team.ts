import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { organizerDisqualifyTeamEndpoint } from '@bgmi/shared/day-and-money';
import { organizerKeys } from './query-keys';

/** organizer/disqualify-team: out of the event and its tables, with a reason. */
export function disqualifyTeam(body: { event_id: string; team_id: string; reason: string }) {
  return callApi(organizerDisqualifyTeamEndpoint, body);
}

export function useDisqualifyTeam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disqualifyTeam,
    onSuccess: (_answer, body) => {
      void client.invalidateQueries({ queryKey: organizerKeys.teams(body.event_id) });
      void client.invalidateQueries({ queryKey: organizerKeys.table(body.event_id) });
    },
  });
}
