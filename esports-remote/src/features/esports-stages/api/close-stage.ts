import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type EndpointBody } from '@bgmi/shared';
import { stageCloseEndpoint } from '@bgmi/shared/day-and-money';
import { stageKeys } from './query-keys';

/** organizer/stage-close: closes the stage and fills the next one's groups. */
export function closeStage(body: EndpointBody<typeof stageCloseEndpoint>) {
  return callApi(stageCloseEndpoint, body);
}

export function useCloseStage(eventId: string, stageId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeStage,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: stageKeys.list(eventId) });
      void client.invalidateQueries({ queryKey: ['stages', 'detail'] });
      void client.invalidateQueries({ queryKey: stageKeys.tables(stageId) });
      void client.invalidateQueries({ queryKey: stageKeys.matches(stageId) });
    },
  });
}
