import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { organizerCreateEventEndpoint, type OrganizerEventForm } from '@bgmi/shared/day-and-money';
import { organizerKeys } from './query-keys';

/** organizer/create-event: a new tournament or scrim owned by the caller. */
export function createEvent(body: OrganizerEventForm) {
  return callApi(organizerCreateEventEndpoint, body);
}

export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: organizerKeys.events }),
  });
}
