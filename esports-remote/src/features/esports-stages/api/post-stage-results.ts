import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type EndpointBody } from '@bgmi/shared';
import { stagePostResultsEndpoint } from '@bgmi/shared/day-and-money';
import { stageKeys } from './query-keys';

/** organizer/stage-post-results: a match's placements and kills. */
export function postStageResults(body: EndpointBody<typeof stagePostResultsEndpoint>) {
  return callApi(stagePostResultsEndpoint, body);
}

export function usePostStageResults(eventId: string, stageId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postStageResults,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: stageKeys.list(eventId) });
      void client.invalidateQueries({ queryKey: ['stages', 'detail'] });
      void client.invalidateQueries({ queryKey: stageKeys.tables(stageId) });
      void client.invalidateQueries({ queryKey: stageKeys.matches(stageId) });
    },
  });
}
