import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type EndpointBody } from '@bgmi/shared';
import { organizerListTeamsEndpoint, stageSwapTeamEndpoint } from '@bgmi/shared/day-and-money';
import { stageKeys } from './query-keys';

/** organizer/stage-swap-team: swap two teams of a stage, or replace one by a slot holder. */
export function swapStageTeam(body: EndpointBody<typeof stageSwapTeamEndpoint>) {
  return callApi(stageSwapTeamEndpoint, body);
}

export function useSwapStageTeam(eventId: string, stageId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: swapStageTeam,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: stageKeys.list(eventId) });
      void client.invalidateQueries({ queryKey: ['stages', 'detail'] });
      void client.invalidateQueries({ queryKey: stageKeys.tables(stageId) });
    },
  });
}

/** The event's slot holders (candidates to replace a team of the stage). */
export function useSlotHolders(eventId: string) {
  return useQuery({
    queryKey: ['stages', 'slot-holders', eventId],
    queryFn: async () =>
      (await callApi(organizerListTeamsEndpoint, { event_id: eventId })).data.filter(
        (team) => team.slot_no !== null,
      ),
  });
}
