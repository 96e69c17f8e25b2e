import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, getBgmiPlayerCall, sessionStore, useSession } from '@bgmi/shared';

/**
 * Spec: on load the home screen fetches the user's player info; its team names go into the
 * stored userinfo (team_name), which the profile menu and team screens read.
 */
export const homePlayerQuery = (bgmiUserId: string) =>
  queryOptions({
    queryKey: ['bgmi-player', bgmiUserId],
    enabled: Boolean(bgmiUserId),
    queryFn: async () => {
      const answer = await callApi(getBgmiPlayerCall, { bgmiUserId });
      sessionStore.getState().updateUserinfo({ team_name: answer.data.team_name });
      return answer.data;
    },
  });

export function useHomePlayerLookup() {
  const bgmiUserId = useSession((state) =>
    state.userinfo?.auth_token ? state.userinfo.bgmiUserId : '',
  );
  return useQuery(homePlayerQuery(bgmiUserId));
}
