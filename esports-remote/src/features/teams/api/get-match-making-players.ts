import { useQuery } from '@tanstack/react-query';
import { callApi, getMatchMakingPlayersEndpoint } from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';
import { teamsMessage } from '../i18n';

export async function getMatchMakingPlayers() {
  const answer = await callApi(
    getMatchMakingPlayersEndpoint,
    {},
    { fallbackMessage: teamsMessage('msg.fetchPlayersFailed') },
  );
  return answer.data;
}

/** Users tab; refetched each time the tab is selected (mounted). */
export function useMatchMakingPlayers() {
  return useQuery({
    queryKey: teamKeys.players,
    queryFn: getMatchMakingPlayers,
    meta: { errorToast: teamsMessage('msg.fetchPlayersFailed') },
    refetchOnMount: 'always',
  });
}
