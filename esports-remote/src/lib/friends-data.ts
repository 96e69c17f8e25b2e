import { useQuery } from '@tanstack/react-query';
import { TEAM_MESSAGES, callApi, getFriendsDataEndpoint } from '@bgmi/shared';
import { teamKeys } from './team-matching-keys';

export async function getFriendsData(bgmiUserId: string) {
  const answer = await callApi(
    getFriendsDataEndpoint,
    { bgmiUserId },
    { fallbackMessage: TEAM_MESSAGES.somethingWrong },
  );
  return answer.data;
}

export const friendsQuery = (bgmiUserId: string) => ({
  queryKey: teamKeys.friends,
  queryFn: () => getFriendsData(bgmiUserId),
  meta: { errorToast: TEAM_MESSAGES.somethingWrong },
});

/** Friends > My Friends and Requests; `always` reloads it when a sub-tab is selected. */
export function useFriendsData(bgmiUserId: string, refetchOnMount: boolean | 'always' = 'always') {
  return useQuery({ ...friendsQuery(bgmiUserId), refetchOnMount });
}
