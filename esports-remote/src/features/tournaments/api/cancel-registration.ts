import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { cancelRegistrationEndpoint } from '@bgmi/shared/day-and-money';

/** scrim-day/cancel-registration from a card (leader); the lists (under `esports-events`) refetch. */
export function cancelRegistration(eventId: string) {
  return callApi(cancelRegistrationEndpoint, { event_id: eventId });
}

export function useCancelRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelRegistration,
    onSuccess: () => client.invalidateQueries({ queryKey: ['esports-events'] }),
  });
}
