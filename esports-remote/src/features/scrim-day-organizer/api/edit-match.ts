import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type EndpointBody } from '@bgmi/shared';
import { organizerEditMatchEndpoint } from '@bgmi/shared/day-and-money';
import { organizerKeys } from './query-keys';

export type EditMatchBody = EndpointBody<typeof organizerEditMatchEndpoint>;

/** organizer/edit-match: map, time, room id/password (a room change is pushed to players). */
export function editMatch(body: EditMatchBody) {
  return callApi(organizerEditMatchEndpoint, body);
}

export function useEditMatch(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editMatch,
    onSuccess: () => client.invalidateQueries({ queryKey: organizerKeys.matches(eventId) }),
  });
}
