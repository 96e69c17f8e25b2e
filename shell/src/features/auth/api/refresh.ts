import { useQuery } from '@tanstack/react-query';
import { callApi, refreshEndpoint, sessionStore } from '@bgmi/shared';

/** The user refresh helper: the server's view of the user, wallet included. */
export async function refreshUser() {
  const username = sessionStore.getState().userinfo?.username;
  const answer = await callApi(refreshEndpoint, username ? { username } : {});
  sessionStore.getState().updateUserinfo({
    name: answer.data.name,
    bgmiUserId: answer.data.bgmiUserId,
    wallet: answer.updated_wallet,
    user_clients: answer.data.user_clients,
    user_games: answer.data.user_games,
    isAdmin: answer.data.isAdmin,
    isOrganizer: answer.data.isOrganizer,
  });
  return answer;
}

/**
 * Runs once per page load and token: a stale or foreign token is answered with
 * `token not belonging to the user`, which logs out (in the client) before anything else.
 */
export function useRefreshUser(token: string | undefined) {
  return useQuery({
    queryKey: ['user-refresh', token],
    queryFn: refreshUser,
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
}
