import { useQuery } from '@tanstack/react-query';
import { FRIEND_MESSAGES, callApi, getAllPlayersEndpoint } from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';

export async function getAllPlayers(bgmiUserId: string) {
  const answer = await callApi(
    getAllPlayersEndpoint,
    { bgmiUserId },
    { fallbackMessage: FRIEND_MESSAGES.fetchPlayersFailed },
  );
  return answer.users;
}

/** Friends > All Users. */
export function useAllPlayers(bgmiUserId: string) {
  return useQuery({
    queryKey: teamKeys.allPlayers,
    queryFn: () => getAllPlayers(bgmiUserId),
    meta: { errorToast: FRIEND_MESSAGES.fetchPlayersFailed },
    refetchOnMount: 'always',
  });
}
