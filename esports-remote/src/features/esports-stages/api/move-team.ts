import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type EndpointBody } from '@bgmi/shared';
import { stageMoveTeamEndpoint } from '@bgmi/shared/day-and-money';
import { stageKeys } from './query-keys';

/** organizer/stage-move-team: one team to another group. */
export function moveStageTeam(body: EndpointBody<typeof stageMoveTeamEndpoint>) {
  return callApi(stageMoveTeamEndpoint, body);
}

export function useMoveStageTeam(eventId: string, stageId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveStageTeam,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: stageKeys.list(eventId) });
      void client.invalidateQueries({ queryKey: ['stages', 'detail'] });
      void client.invalidateQueries({ queryKey: stageKeys.tables(stageId) });
      void client.invalidateQueries({ queryKey: stageKeys.matches(stageId) });
    },
  });
}
