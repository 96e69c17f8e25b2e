import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { postResultsEndpoint, type ResultLine } from '@bgmi/shared/day-and-money';
import { organizerKeys } from './query-keys';

/** organizer/post-results: every team's placement and kills of one match (replaces earlier ones). */
export function postResults(body: { match_id: string; results: ResultLine[] }) {
  return callApi(postResultsEndpoint, body);
}

export function usePostResults(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postResults,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: organizerKeys.matches(eventId) });
      void client.invalidateQueries({ queryKey: organizerKeys.table(eventId) });
    },
  });
}
