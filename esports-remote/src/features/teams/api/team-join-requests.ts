import { useQuery } from '@tanstack/react-query';
import { callApi, teamJoinRequestsEndpoint } from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';
import { teamsMessage } from '../i18n';

export async function getTeamJoinRequests(bgmiUserId: string) {
  const answer = await callApi(
    teamJoinRequestsEndpoint,
    { leader_bgmiId: bgmiUserId, bgmiUserId },
    { fallbackMessage: teamsMessage('msg.fetchTeamRequestsFailed') },
  );
  return answer.data;
}

/** Team Requests tab: pending requests to the teams I lead, grouped by team. */
export function useTeamJoinRequests(bgmiUserId: string) {
  return useQuery({
    queryKey: teamKeys.teamRequests,
    queryFn: () => getTeamJoinRequests(bgmiUserId),
    meta: { errorToast: teamsMessage('msg.fetchTeamRequestsFailed') },
    refetchOnMount: 'always',
  });
}
