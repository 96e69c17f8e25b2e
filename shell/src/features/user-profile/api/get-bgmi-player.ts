import { useQuery } from '@tanstack/react-query';
import {
  ApiError,
  callApi,
  getBgmiPlayerEndpoint,
  PROFILE_MESSAGES,
  type PlayerInfo,
} from '@bgmi/shared';

export async function fetchPlayer(bgmiUserId: string): Promise<PlayerInfo> {
  const answer = await callApi(
    getBgmiPlayerEndpoint,
    { bgmiUserId },
    { fallbackMessage: PROFILE_MESSAGES.somethingWrong },
  );
  return answer.data;
}

export const playerQueryKey = (bgmiUserId: string) => ['profile-player', bgmiUserId] as const;

/** Spec: opening the menu fetches the current player info (fresh each time it opens). */
export function usePlayer(bgmiUserId: string, enabled: boolean) {
  return useQuery({
    queryKey: playerQueryKey(bgmiUserId),
    queryFn: () => fetchPlayer(bgmiUserId),
    enabled: enabled && Boolean(bgmiUserId),
    staleTime: 0,
    retry: false,
    meta: { errorToast: lookupErrorMessage },
  });
}

/** Spec: a refused lookup reads 'Unable to fetch player info'; one that throws the other text. */
export function lookupErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.httpStatus > 0
    ? PROFILE_MESSAGES.unableToFetch
    : PROFILE_MESSAGES.errorFetching;
}
