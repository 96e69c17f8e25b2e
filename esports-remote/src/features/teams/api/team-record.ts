import { useQuery } from '@tanstack/react-query';
import { callApi } from '@bgmi/shared';
import { teamRecordEndpoint } from '@bgmi/shared/day-and-money';

/** scrim-day/team-record: events, matches played, wins, kills, no-shows and bans of a team. */
export async function getTeamRecord(teamId: string) {
  const answer = await callApi(teamRecordEndpoint, { team_id: teamId });
  return answer.data;
}

export function useTeamRecord(teamId: string | undefined) {
  return useQuery({
    queryKey: ['team-record', teamId],
    queryFn: () => getTeamRecord(teamId!),
    enabled: Boolean(teamId),
  });
}
