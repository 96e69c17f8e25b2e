import { useQuery } from '@tanstack/react-query';
import { TEAM_MESSAGES, callApi, teamJoinRequestsEndpoint } from '@bgmi/shared';
import { teamKeys } from '../../../lib/team-matching-keys';

export async function getTeamJoinRequests(bgmiUserId: string) {
  const answer = await callApi(
    teamJoinRequestsEndpoint,
    { leader_bgmiId: bgmiUserId, bgmiUserId },
    { fallbackMessage: TEAM_MESSAGES.fetchTeamRequestsFailed },
  );
  return answer.data;
}

/** Team Requests tab: pending requests to the teams I lead, grouped by team. */
export function useTeamJoinRequests(bgmiUserId: string) {
  return useQuery({
    queryKey: teamKeys.teamRequests,
    queryFn: () => getTeamJoinRequests(bgmiUserId),
    meta: { errorToast: TEAM_MESSAGES.fetchTeamRequestsFailed },
    refetchOnMount: 'always',
  });
}
