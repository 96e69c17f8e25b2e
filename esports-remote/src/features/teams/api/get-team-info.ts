import { useQuery } from '@tanstack/react-query';
import { TEAM_MESSAGES, callApi, getTeamInfoEndpoint } from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';

export async function getTeamInfo(teamName: string, bgmiUserId: string) {
  const answer = await callApi(
    getTeamInfoEndpoint,
    { team_name: teamName, bgmiUserId },
    { fallbackMessage: TEAM_MESSAGES.fetchTeamInfoFailed },
  );
  return answer.data;
}

/** The team details modal. */
export function useTeamInfo(teamName: string, bgmiUserId: string) {
  return useQuery({
    queryKey: teamKeys.teamInfo(teamName),
    queryFn: () => getTeamInfo(teamName, bgmiUserId),
    meta: { errorToast: TEAM_MESSAGES.fetchTeamInfoFailed },
    refetchOnMount: 'always',
  });
}
