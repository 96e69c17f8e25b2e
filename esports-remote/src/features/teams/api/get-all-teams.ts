import { useQuery } from '@tanstack/react-query';
import { callApi, getAllTeamsEndpoint } from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';
import { teamsMessage } from '../i18n';

export async function getAllTeams(bgmiUserId: string) {
  const answer = await callApi(
    getAllTeamsEndpoint,
    { bgmiUserId },
    { fallbackMessage: teamsMessage('msg.fetchTeamsFailed') },
  );
  return answer.data;
}

/** Teams tab: my teams and other teams. */
export function useAllTeams(bgmiUserId: string) {
  return useQuery({
    queryKey: teamKeys.teams,
    queryFn: () => getAllTeams(bgmiUserId),
    meta: { errorToast: teamsMessage('msg.fetchTeamsFailed') },
    refetchOnMount: 'always',
  });
}
