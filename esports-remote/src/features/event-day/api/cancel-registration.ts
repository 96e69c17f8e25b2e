import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { cancelRegistrationEndpoint } from '@bgmi/shared/day-and-money';
import { eventDayKeys } from './query-keys';

/** scrim-day/cancel-registration: the leader takes the team out (the waitlist moves up). */
export function cancelRegistration(eventId: string) {
  return callApi(cancelRegistrationEndpoint, { event_id: eventId });
}

export function useCancelRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelRegistration,
    onSuccess: (_answer, eventId) => {
      void client.invalidateQueries({ queryKey: eventDayKeys.myStates });
      void client.invalidateQueries({ queryKey: eventDayKeys.event(eventId) });
    },
  });
}
