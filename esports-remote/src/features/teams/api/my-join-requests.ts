import { useQuery } from '@tanstack/react-query';
import { callApi, myJoinRequestsEndpoint } from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';
import { teamsMessage } from '../i18n';

export async function getMyJoinRequests(bgmiUserId: string) {
  const answer = await callApi(
    myJoinRequestsEndpoint,
    { bgmiUserId },
    { fallbackMessage: teamsMessage('msg.fetchRequestsFailed') },
  );
  return answer.data;
}

/** My Requests tab. */
export function useMyJoinRequests(bgmiUserId: string) {
  return useQuery({
    queryKey: teamKeys.myRequests,
    queryFn: () => getMyJoinRequests(bgmiUserId),
    meta: { errorToast: teamsMessage('msg.fetchRequestsFailed') },
    refetchOnMount: 'always',
  });
}
