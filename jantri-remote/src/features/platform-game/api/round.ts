import { useQuery } from '@tanstack/react-query';
import { callApi, gameSessionEndpoint } from '@bgmi/shared';

export const gameSessionKey = ['game-session'] as const;

export function fetchGameSession() {
  return callApi(gameSessionEndpoint, {});
}

/** The running round when the page opens; later rounds arrive over `session_details`. */
export function useGameSession(enabled = true) {
  return useQuery({
    queryKey: gameSessionKey,
    queryFn: fetchGameSession,
    staleTime: 0,
    retry: 1,
    enabled,
  });
}
