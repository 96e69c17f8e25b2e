import { useQuery } from '@tanstack/react-query';
import { callApi, getTeamInfoEndpoint } from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';
import { teamsMessage } from '../i18n';

export async function getTeamInfo(teamName: string, bgmiUserId: string) {
  const answer = await callApi(
    getTeamInfoEndpoint,
    { team_name: teamName, bgmiUserId },
    { fallbackMessage: teamsMessage('msg.fetchTeamInfoFailed') },
  );
  return answer.data;
}

/** The team details modal. */
export function useTeamInfo(teamName: string, bgmiUserId: string) {
  return useQuery({
    queryKey: teamKeys.teamInfo(teamName),
    queryFn: () => getTeamInfo(teamName, bgmiUserId),
    meta: { errorToast: teamsMessage('msg.fetchTeamInfoFailed') },
    refetchOnMount: 'always',
  });
}
