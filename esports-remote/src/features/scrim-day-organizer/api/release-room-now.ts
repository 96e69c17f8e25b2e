import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { organizerReleaseRoomNowEndpoint } from '@bgmi/shared/day-and-money';
import { organizerKeys } from './query-keys';

/** organizer/release-room-now: the room goes to the checked-in players at once. */
export function releaseRoomNow(matchId: string) {
  return callApi(organizerReleaseRoomNowEndpoint, { match_id: matchId });
}

export function useReleaseRoomNow(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: releaseRoomNow,
    onSuccess: () => client.invalidateQueries({ queryKey: organizerKeys.matches(eventId) }),
  });
}
