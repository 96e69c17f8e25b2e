import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type EndpointBody } from '@bgmi/shared';
import { stageCreateEndpoint } from '@bgmi/shared/day-and-money';
import { stageKeys } from './query-keys';

/** organizer/stage-create: adds a stage after the last one. */
export function createStage(body: EndpointBody<typeof stageCreateEndpoint>) {
  return callApi(stageCreateEndpoint, body);
}

export function useCreateStage(eventId: string, stageId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStage,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: stageKeys.list(eventId) });
      void client.invalidateQueries({ queryKey: ['stages', 'detail'] });
      void client.invalidateQueries({ queryKey: stageKeys.tables(stageId) });
      void client.invalidateQueries({ queryKey: stageKeys.matches(stageId) });
    },
  });
}
