import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type EndpointBody } from '@bgmi/shared';
import { stageSeedEndpoint } from '@bgmi/shared/day-and-money';
import { stageKeys } from './query-keys';

/** organizer/stage-seed: draws the groups (registration order or a random seed). */
export function seedStage(body: EndpointBody<typeof stageSeedEndpoint>) {
  return callApi(stageSeedEndpoint, body);
}

export function useSeedStage(eventId: string, stageId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: seedStage,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: stageKeys.list(eventId) });
      void client.invalidateQueries({ queryKey: ['stages', 'detail'] });
      void client.invalidateQueries({ queryKey: stageKeys.tables(stageId) });
      void client.invalidateQueries({ queryKey: stageKeys.matches(stageId) });
    },
  });
}
