import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { cancelRegistrationEndpoint, checkInEndpoint } from '@bgmi/shared/day-and-money';

/** scrim-day/check-in: checks the caller's team in, inside the window. */
export function checkIn(eventId: string) {
  return callApi(checkInEndpoint, { event_id: eventId });
}

/** scrim-day/cancel-registration: the leader takes the team out (the waitlist moves up). */
export function cancelRegistration(eventId: string) {
  return callApi(cancelRegistrationEndpoint, { event_id: eventId });
}

/**
 * A team's call on one event (check in, cancel) as a mutation; `refresh` says what the calling
 * page refetches after it (a card list, the event-day page), the one thing the pages differ in.
 */
export function useEventTeamCall<Answer>(
  call: (eventId: string) => Promise<Answer>,
  refresh: (client: QueryClient, eventId: string) => unknown,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_answer, eventId) => refresh(client, eventId),
  });
}
