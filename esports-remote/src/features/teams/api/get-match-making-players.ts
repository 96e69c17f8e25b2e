import { useQuery } from '@tanstack/react-query';
import { TEAM_MESSAGES, callApi, getMatchMakingPlayersEndpoint } from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';

export async function getMatchMakingPlayers() {
  const answer = await callApi(
    getMatchMakingPlayersEndpoint,
    {},
    { fallbackMessage: TEAM_MESSAGES.fetchPlayersFailed },
  );
  return answer.data;
}

/** Users tab; refetched each time the tab is selected (mounted). */
export function useMatchMakingPlayers() {
  return useQuery({
    queryKey: teamKeys.players,
    queryFn: getMatchMakingPlayers,
    meta: { errorToast: TEAM_MESSAGES.fetchPlayersFailed },
    refetchOnMount: 'always',
  });
}
