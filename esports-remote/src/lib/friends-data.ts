import { useQuery } from '@tanstack/react-query';
import { callApi, getFriendsDataEndpoint } from '@bgmi/shared';
import { teamKeys } from './team-matching-keys';
import { currentLanguage } from '@bgmi/shared/i18n';
import { esportsT } from './i18n';

export async function getFriendsData(bgmiUserId: string) {
  const answer = await callApi(
    getFriendsDataEndpoint,
    { bgmiUserId },
    { fallbackMessage: esportsT(currentLanguage(), 'friendsData.failed') },
  );
  return answer.data;
}

export const friendsQuery = (bgmiUserId: string) => ({
  queryKey: teamKeys.friends,
  queryFn: () => getFriendsData(bgmiUserId),
  meta: { errorToast: esportsT(currentLanguage(), 'friendsData.failed') },
});

/** Friends > My Friends and Requests; `always` reloads it when a sub-tab is selected. */
export function useFriendsData(bgmiUserId: string, refetchOnMount: boolean | 'always' = 'always') {
  return useQuery({ ...friendsQuery(bgmiUserId), refetchOnMount });
}
