import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type EndpointBody } from '@bgmi/shared';
import { organizerDelayMatchEndpoint, type OrganizerMatch } from '@bgmi/shared/day-and-money';
import { organizerKeys } from './query-keys';

export type DelayMatchBody = EndpointBody<typeof organizerDelayMatchEndpoint>;

/** organizer/delay-match: one match, or it and all later ones, N minutes later. */
export function delayMatch(body: DelayMatchBody) {
  return callApi(organizerDelayMatchEndpoint, body);
}

export function useDelayMatch(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: delayMatch,
    // The answer lists every match of the event with its new times.
    onSuccess: (answer) =>
      client.setQueryData<OrganizerMatch[]>(organizerKeys.matches(eventId), answer.data),
  });
}
