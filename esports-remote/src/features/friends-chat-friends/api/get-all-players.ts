import { useQuery } from '@tanstack/react-query';
import { callApi, getAllPlayersEndpoint } from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';
import { friendsMessage } from '../i18n';

export async function getAllPlayers(bgmiUserId: string) {
  const answer = await callApi(
    getAllPlayersEndpoint,
    { bgmiUserId },
    { fallbackMessage: friendsMessage('msg.fetchPlayersFailed') },
  );
  return answer.users;
}

/** Friends > All Users. */
export function useAllPlayers(bgmiUserId: string) {
  return useQuery({
    queryKey: teamKeys.allPlayers,
    queryFn: () => getAllPlayers(bgmiUserId),
    meta: { errorToast: friendsMessage('msg.fetchPlayersFailed') },
    refetchOnMount: 'always',
  });
}
