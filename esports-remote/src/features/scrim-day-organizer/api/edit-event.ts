import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type EndpointBody } from '@bgmi/shared';
import { organizerEditEventEndpoint } from '@bgmi/shared/day-and-money';
import { organizerKeys } from './query-keys';

export type EditEventBody = EndpointBody<typeof organizerEditEventEndpoint>;

/** organizer/edit-event: changes the form fields of one of the caller's events. */
export function editEvent(body: EditEventBody) {
  return callApi(organizerEditEventEndpoint, body);
}

export function useEditEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: organizerKeys.events }),
  });
}
