import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { checkInEndpoint } from '@bgmi/shared/day-and-money';
import { eventDayKeys } from './query-keys';

/** scrim-day/check-in: checks the caller's team in, inside the window. */
export function checkIn(eventId: string) {
  return callApi(checkInEndpoint, { event_id: eventId });
}

export function useCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSuccess: (_answer, eventId) => {
      void client.invalidateQueries({ queryKey: eventDayKeys.myStates });
      void client.invalidateQueries({ queryKey: eventDayKeys.event(eventId) });
    },
  });
}
