import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { checkInEndpoint } from '@bgmi/shared/day-and-money';

/** scrim-day/check-in from a card; the lists (under `esports-events`) refetch. */
export function checkIn(eventId: string) {
  return callApi(checkInEndpoint, { event_id: eventId });
}

export function useCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSuccess: () => client.invalidateQueries({ queryKey: ['esports-events'] }),
  });
}
