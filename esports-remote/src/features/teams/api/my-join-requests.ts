import { useQuery } from '@tanstack/react-query';
import { TEAM_MESSAGES, callApi, myJoinRequestsEndpoint } from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';

export async function getMyJoinRequests(bgmiUserId: string) {
  const answer = await callApi(
    myJoinRequestsEndpoint,
    { bgmiUserId },
    { fallbackMessage: TEAM_MESSAGES.fetchRequestsFailed },
  );
  return answer.data;
}

/** My Requests tab. */
export function useMyJoinRequests(bgmiUserId: string) {
  return useQuery({
    queryKey: teamKeys.myRequests,
    queryFn: () => getMyJoinRequests(bgmiUserId),
    meta: { errorToast: TEAM_MESSAGES.fetchRequestsFailed },
    refetchOnMount: 'always',
  });
}
