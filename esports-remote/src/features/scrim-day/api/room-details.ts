import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '@bgmi/shared';
import { myRoomDetailsEndpoint, type RoomDetails } from '@bgmi/shared/day-and-money';
import { eventDayKeys } from './query-keys';

/** scrim-day/room-details: the room of one match, only once released and only for the roster. */
export async function fetchRoomDetails(matchId: string): Promise<RoomDetails> {
  const answer = await callApi(myRoomDetailsEndpoint, { match_id: matchId });
  return answer.data;
}

export const roomDetailsQuery = (matchId: string) =>
  queryOptions({
    queryKey: eventDayKeys.room(matchId),
    queryFn: () => fetchRoomDetails(matchId),
    staleTime: Infinity,
    // 409 (not released yet: clocks differ a little) is asked again; 403 is final.
    retry: (count, error) => error instanceof ApiError && error.httpStatus === 409 && count < 5,
    retryDelay: 2000,
  });

/** Asked only when the release time has come (`enabled`); `room_details` pushes update it. */
export function useRoomDetails(matchId: string, enabled: boolean) {
  return useQuery({ ...roomDetailsQuery(matchId), enabled });
}
