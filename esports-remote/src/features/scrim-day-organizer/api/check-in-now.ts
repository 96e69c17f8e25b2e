import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { organizerCheckInNowEndpoint, type OrganizerEvent } from '@bgmi/shared/day-and-money';
import { organizerKeys } from './query-keys';

/** organizer/check-in-now: opens (`open`) or closes check-in of an event at once. */
export function checkInNow(body: { event_id: string; open: boolean }) {
  return callApi(organizerCheckInNowEndpoint, body);
}

export function useCheckInNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkInNow,
    onSuccess: (answer, body) => {
      // The answer is the event's new console row: it replaces the listed one.
      client.setQueryData<OrganizerEvent[]>(organizerKeys.events, (list) =>
        list?.map((event) => (event._id === answer.data._id ? answer.data : event)),
      );
      void client.invalidateQueries({ queryKey: organizerKeys.teams(body.event_id) });
    },
  });
}
