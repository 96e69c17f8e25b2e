import { useQuery } from '@tanstack/react-query';
import { TEAM_MESSAGES, callApi, getAllTeamsEndpoint } from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';

export async function getAllTeams(bgmiUserId: string) {
  const answer = await callApi(
    getAllTeamsEndpoint,
    { bgmiUserId },
    { fallbackMessage: TEAM_MESSAGES.fetchTeamsFailed },
  );
  return answer.data;
}

/** Teams tab: my teams and other teams. */
export function useAllTeams(bgmiUserId: string) {
  return useQuery({
    queryKey: teamKeys.teams,
    queryFn: () => getAllTeams(bgmiUserId),
    meta: { errorToast: TEAM_MESSAGES.fetchTeamsFailed },
    refetchOnMount: 'always',
  });
}
