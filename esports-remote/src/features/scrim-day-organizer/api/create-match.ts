import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type EndpointBody } from '@bgmi/shared';
import { organizerCreateMatchEndpoint } from '@bgmi/shared/day-and-money';
import { organizerKeys } from './query-keys';

export type CreateMatchBody = EndpointBody<typeof organizerCreateMatchEndpoint>;

/** organizer/create-match: a new match (map, start time, room details optional). */
export function createMatch(body: CreateMatchBody) {
  return callApi(organizerCreateMatchEndpoint, body);
}

export function useCreateMatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createMatch,
    onSuccess: (_answer, body) => {
      void client.invalidateQueries({ queryKey: organizerKeys.matches(body.event_id) });
      void client.invalidateQueries({ queryKey: organizerKeys.events });
    },
  });
}
